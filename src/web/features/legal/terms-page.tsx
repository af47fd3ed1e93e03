// Terms of Use (product §2 content points: final purchases, 30 days' notice of price changes, 180-day deletion, age 18).
import { LegalPage, type LegalSection } from "./legal-page";

const sections: LegalSection[] = [
  {
    heading: "1. Eligibility",
    body: <p>You must be at least 18 years old and able to enter a binding contract to create an account.</p>,
  },
  {
    heading: "2. The service",
    body: (
      <p>
        Submittal Scanner reads the text of the PDF documents you upload and extracts submittal requirements. It cannot
        interpret drawings or diagrams. Results are generated automatically; you remain responsible for checking the
        submittal log against the contract documents before relying on it.
      </p>
    ),
  },
  {
    heading: "3. Credits and payment",
    body: (
      <>
        <p>
          Scans are paid for with credits. One credit covers up to 50 MB of scanned document, and every scan uses at
          least one credit. Credits do not expire, and failed scans are not charged.
        </p>
        <p>
          All purchases are final and non-refundable, except where a refund is required by law. We may change prices
          with 30 days&apos; notice; credits you have already bought are not affected.
        </p>
      </>
    ),
  },
  {
    heading: "4. Your content",
    body: (
      <p>
        You keep all rights to the documents you upload. You grant us only the permission needed to process them and
        show you the results. Do not upload documents you have no right to share.
      </p>
    ),
  },
  {
    heading: "5. Acceptable use",
    body: (
      <p>
        Do not misuse the service: no attempts to break its security, overload it, reverse engineer it, or use it to
        process unlawful content.
      </p>
    ),
  },
  {
    heading: "6. Termination",
    body: (
      <p>
        You may close your account at any time, and we may suspend accounts that break these terms. After an account is
        terminated, its data is deleted or anonymized within 180 days.
      </p>
    ),
  },
  {
    heading: "7. Disclaimer and liability",
    body: (
      <p>
        The service is provided &quot;as is&quot;. To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to the amount you paid us in the 12 months before the
        claim.
      </p>
    ),
  },
  {
    heading: "8. Contact",
    body: <p>Questions about these terms: support@submittalscanner.com.</p>,
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro="These terms govern your use of Submittal Scanner. By creating an account or buying credits you agree to them."
      sections={sections}
    />
  );
}
