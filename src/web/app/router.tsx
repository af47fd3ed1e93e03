// Route table of product §2: a centred spinner while the current user loads, bare pages for visitors, the sidebar layout for users.
import { lazy, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch, useSearchParams } from "wouter";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner";
import { loginWithReturn, paths, safeReturnPath } from "@/config/paths";
import { useCurrentUser } from "@/hooks/use-current-user";
import { useFocusMainHeadingOnRouteChange } from "@/hooks/use-main-heading-focus";
import { LandingPage } from "@/features/landing/landing-page";
import { PrivacyPage } from "@/features/legal/privacy-page";
import { TermsPage } from "@/features/legal/terms-page";
import { NotFoundPage, StandaloneNotFoundPage } from "@/features/not-found/not-found-page";
import { AppLayout } from "./layout/app-layout";

// The account forms load on demand with their form library and validation (react-hook-form, zod), which the landing
// page does not run.
const LoginPage = lazy(() => import("@/features/auth/login-page").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("@/features/auth/register-page").then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import("@/features/auth/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("@/features/auth/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);
const InvitationPage = lazy(() =>
  import("@/features/projects/sharing/invitation-page").then((m) => ({ default: m.InvitationPage })),
);
const VerifyEmailPage = lazy(() =>
  import("@/features/auth/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);

// Signed-in screens load on demand so the landing and sign-in pages stay small.
const DashboardPage = lazy(() =>
  import("@/features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
);
const ScanPage = lazy(() => import("@/features/scan/scan-page").then((m) => ({ default: m.ScanPage })));
const ResultsPage = lazy(() => import("./pages/results-page").then((m) => ({ default: m.ResultsPage })));
const HistoryPage = lazy(() => import("@/features/history/history-page").then((m) => ({ default: m.HistoryPage })));
const BillingPage = lazy(() => import("@/features/billing/billing-page").then((m) => ({ default: m.BillingPage })));
const AccountPage = lazy(() => import("@/features/account/account-page").then((m) => ({ default: m.AccountPage })));
const AdminPage = lazy(() => import("@/features/admin/admin-page").then((m) => ({ default: m.AdminPage })));

const SIGNED_IN_ONLY = [
  paths.scan,
  paths.legacyScanner,
  paths.billing,
  paths.history,
  paths.admin,
  paths.account,
  "/results/",
];

function isSignedInOnly(location: string): boolean {
  return SIGNED_IN_ONLY.some((p) => (p.endsWith("/") ? location.startsWith(p) : location === p));
}

/** Public pages every visitor can open, signed in or not. */
function PublicRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path={paths.forgotPassword} component={ForgotPasswordPage} />
        <Route path={paths.resetPasswordPattern} component={ResetPasswordPage} />
        <Route path={paths.verifyEmailPattern} component={VerifyEmailPage} />
        <Route path={paths.invitationPattern} component={InvitationPage} />
        <Route path={paths.privacy} component={PrivacyPage} />
        <Route path={paths.terms} component={TermsPage} />
        <Route component={StandaloneNotFoundPage} />
      </Switch>
    </Suspense>
  );
}

const PUBLIC_PATHS = [
  paths.forgotPassword,
  "/reset-password",
  "/reset-password/",
  "/verify-email",
  "/verify-email/",
  "/invitation",
  "/invitation/",
  paths.privacy,
  paths.terms,
];

function isPublic(location: string): boolean {
  return PUBLIC_PATHS.some((p) => (p.endsWith("/") ? location.startsWith(p) : location === p));
}

function SignedOutRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  if (isPublic(location)) return <PublicRoutes />;
  // A signed-out visitor of a signed-in screen signs in and comes back, query string included (the payment page
  // returns to /billing?session_id=…); see docs/decisions/.
  if (isSignedInOnly(location)) {
    return <Redirect to={loginWithReturn(search ? `${location}?${search}` : location)} replace />;
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path={paths.home} component={LandingPage} />
        <Route path={paths.login} component={LoginPage} />
        <Route path={paths.register} component={RegisterPage} />
        <Route component={StandaloneNotFoundPage} />
      </Switch>
    </Suspense>
  );
}

/** A signed-in user on /login (e.g. right after signing in) goes where they were headed, else home. */
function AfterSignIn() {
  const [params] = useSearchParams();
  return <Redirect to={safeReturnPath(params.get("next"))} replace />;
}

function SignedInRoutes() {
  const [location] = useLocation();
  if (isPublic(location)) return <PublicRoutes />;
  return (
    <Switch>
      <Route path={paths.login} component={AfterSignIn} />
      <Route path={paths.register}>
        <Redirect to={paths.home} replace />
      </Route>
      <Route>
        <AppLayout>
          <Suspense
            fallback={
              <div className="flex justify-center py-24">
                <Spinner />
              </div>
            }
          >
            <Switch>
              <Route path={paths.home} component={DashboardPage} />
              <Route path={paths.scan} component={ScanPage} />
              <Route path={paths.legacyScanner}>
                <Redirect to={paths.scan} replace />
              </Route>
              <Route path={paths.resultsPattern} component={ResultsPage} />
              <Route path={paths.history} component={HistoryPage} />
              <Route path={paths.billing} component={BillingPage} />
              <Route path={paths.admin} component={AdminPage} />
              <Route path={paths.account} component={AccountPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppLayout>
      </Route>
    </Switch>
  );
}

export function AppRouter() {
  const { isLoading, isAuthenticated } = useCurrentUser();
  useFocusMainHeadingOnRouteChange();
  if (isLoading) return <FullPageSpinner />;
  return isAuthenticated ? <SignedInRoutes /> : <SignedOutRoutes />;
}
