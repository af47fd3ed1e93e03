// Privacy Policy (product §2 content points: requests answered in about 45 days, children under 13 not served, 180-day deletion).
import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    heading: "1. What we collect",
    body: (
      <>
        <p>Account details: your email address, optional first and last name, and a hash of your password.</p>
        <p>
          Documents you upload and the submittal data extracted from them, together with scan and payment records
          (credits bought, amounts, dates). Card details are handled by our payment provider and never reach our
          servers.
        </p>
      </>
    ),
  },
  {
    heading: "2. How we use it",
    body: (
      <p>
        To run the scans you ask for, keep your account and credit balance, send service e-mails such as password
        resets, prevent abuse, and meet legal obligations. We do not sell your personal information.
      </p>
    ),
  },
  {
    heading: "3. Sharing",
    body: (
      <p>
        We share data only with the providers that run the service for us (hosting, payments, e-mail), under contracts
        that limit their use of it, or when the law requires it.
      </p>
    ),
  },
  {
    heading: "4. Retention",
    body: (
      <p>
        We keep your data while your account is open. Each PDF you upload is kept as long as the scan made from it
        exists, so you can check every submittal against its page; it is deleted, with the page images shown from it,
        when that scan is deleted, and at once if the scan fails. After an account is terminated, its data is deleted or
        anonymized within 180 days, except records we must keep by law.
      </p>
    ),
  },
  {
    heading: "5. Your rights",
    body: (
      <p>
        You can ask to access, correct, export or delete your personal information. We answer privacy requests within
        about 45 days.
      </p>
    ),
  },
  {
    heading: "6. Children",
    body: (
      <p>
        The service is meant for professionals. It is not directed to children under 13, and we do not knowingly collect
        their information.
      </p>
    ),
  },
  {
    heading: "7. Security",
    body: (
      <p>
        Connections are encrypted, passwords are stored as one-way hashes, and your documents are visible only to your
        account.
      </p>
    ),
  },
  {
    heading: "8. Contact",
    body: <p>Privacy questions and requests: privacy@submittalscanner.com.</p>,
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what information Submittal Scanner collects, why, and the choices you have."
      sections={sections}
    />
  );
}
