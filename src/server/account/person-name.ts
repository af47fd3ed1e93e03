// How a person is named to others, from the names on their account: the admin views, a project's history, activity
// and members.

/** "First Last", or null when the account has neither name. */
export function displayName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter(Boolean).join(" ").trim();
  return name === "" ? null : name;
}

/** "First Last", else the e-mail: how a member is named to the others (history, activity, who paid). */
export function personName(first: string | null, last: string | null, email: string | null): string {
  return displayName(first, last) ?? email ?? "A deleted account";
}
