// The page an invitation e-mail links to (/invitation/:token): what it invites to and by whom; signed in with the
// invited address, Accept Invitation joins the project; signed out, the invitee signs in (and comes back here) or,
// without an account, creates one with the invited address right here and lands in the project.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useParams } from "wouter";
import { CircleAlert } from "lucide-react";
import { registerFormSchema } from "../../../../contract/auth";
import {
  INVITATION_INVALID,
  ROLE_LABEL,
  acceptedInvitationSchema,
  invitationPreviewSchema,
  type InvitationPreview,
} from "../../../../contract/project-members";
import { projectSummarySchema } from "../../../../contract/projects";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/text-field";
import { api, loginWithReturn, paths } from "@/config/paths";
import { currentUserQueryKey, useCurrentUser } from "@/hooks/use-current-user";
import { apiJson, apiRequest } from "@/lib/api-client";
import { errorMessageOr } from "@/lib/error-message";
import { AuthShell, AuthSubmitButton } from "@/components/auth-shell";

function useAcceptAndOpen() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const accepted = await apiJson(acceptedInvitationSchema, "POST", api.acceptInvitation, { token });
      return apiJson(projectSummarySchema, "GET", `/api/projects/${encodeURIComponent(accepted.projectId)}`);
    },
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: ["/api/projects"] });
      const open = project.documents.find((d) => d.status === "completed") ?? project.documents[0];
      navigate(open ? paths.results(open.id) : paths.history);
    },
  });
}

function RegisterAndAccept({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const accept = useAcceptAndOpen();
  const register = useMutation({
    mutationFn: (body: { email: string; password: string; firstName?: string; lastName?: string }) =>
      apiRequest("POST", api.register, body),
    onSuccess: () => accept.mutate(token),
  });
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: invitation.email, firstName: "", lastName: "", password: "", confirmPassword: "" },
  });
  const error = register.error ?? accept.error;
  return (
    <Form {...form}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit(({ password, firstName, lastName }) =>
          register.mutate({
            email: invitation.email,
            password,
            firstName: firstName || undefined,
            lastName: lastName || undefined,
          }),
        )}
      >
        {error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Could not join</AlertTitle>
            <AlertDescription>
              {errorMessageOr(error, "Failed to create the account. Please try again.")}
            </AlertDescription>
          </Alert>
        )}
        <TextField control={form.control} name="email" label="Email" type="email" readOnly autoComplete="email" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="password" label="Password" password autoComplete="new-password" />
        <TextField
          control={form.control}
          name="confirmPassword"
          label="Confirm password"
          password
          autoComplete="new-password"
        />
        <AuthSubmitButton pending={register.isPending || accept.isPending} pendingLabel="Joining...">
          Create Account and Join
        </AuthSubmitButton>
      </form>
    </Form>
  );
}

export function InvitationPage() {
  const { token = "" } = useParams<{ token: string }>();
  const { user, isLoading } = useCurrentUser();
  const accept = useAcceptAndOpen();
  const preview = useQuery({
    queryKey: ["invitation-preview", token],
    queryFn: () => apiJson(invitationPreviewSchema, "POST", api.previewInvitation, { token }),
    enabled: token.trim() !== "",
    retry: false,
  });
  if (isLoading || preview.isLoading) {
    return (
      <AuthShell title="Project Invitation">
        <div className="flex justify-center py-6">
          <Spinner label="Loading invitation" />
        </div>
      </AuthShell>
    );
  }
  const invitation = preview.data;
  if (!invitation) {
    return (
      <AuthShell title="Project Invitation">
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <AlertTitle>Invitation not valid</AlertTitle>
          <AlertDescription>{errorMessageOr(preview.error, INVITATION_INVALID)}</AlertDescription>
        </Alert>
      </AuthShell>
    );
  }
  const description = `${invitation.invitedBy} invited ${invitation.email} to ${invitation.projectName} as ${ROLE_LABEL[
    invitation.role
  ].toLowerCase()}.`;
  let body;
  if (user && user.email === invitation.email) {
    body = (
      <div className="space-y-4">
        {accept.error && (
          <Alert variant="destructive">
            <CircleAlert aria-hidden />
            <AlertTitle>Could not join</AlertTitle>
            <AlertDescription>{errorMessageOr(accept.error, INVITATION_INVALID)}</AlertDescription>
          </Alert>
        )}
        <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
          {accept.isPending ? "Joining..." : "Accept Invitation"}
        </Button>
      </div>
    );
  } else if (user) {
    body = (
      <Alert>
        <CircleAlert aria-hidden />
        <AlertTitle>Signed in as {user.email}</AlertTitle>
        <AlertDescription>
          This invitation was sent to {invitation.email}. Sign out, then open the link again to accept it with that
          address.
        </AlertDescription>
      </Alert>
    );
  } else if (invitation.hasAccount) {
    body = (
      <Button asChild className="w-full">
        <a href={loginWithReturn(paths.invitation(token))}>Sign In to Accept</a>
      </Button>
    );
  } else body = <RegisterAndAccept token={token} invitation={invitation} />;
  return (
    <AuthShell title="Project Invitation" description={description}>
      {body}
    </AuthShell>
  );
}
