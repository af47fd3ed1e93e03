// The hosted Payment Link URL for one buyer: Stripe ties the purchase to the account through client_reference_id
// and fills the e-mail field from prefilled_email.

export function checkoutUrl(paymentLink: string, buyer: { id: string; email: string }): string {
  const url = new URL(paymentLink);
  url.searchParams.set("client_reference_id", buyer.id);
  url.searchParams.set("prefilled_email", buyer.email);
  return url.toString();
}
