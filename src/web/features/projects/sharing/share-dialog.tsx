// The project page's Share dialog: the owner invites a colleague by e-mail with a role, changes a member's role or
// removes them, and withdraws an invitation; every other member sees who is in the project and their role.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus, Users } from "lucide-react";
import {
  inviteMemberSchema,
  ROLE_LABEL,
  type MemberRole,
  type ProjectMember,
  type ProjectRole,
} from "../../../../contract/project-members";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TextField } from "@/components/text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/hooks/use-toast";
import { useMemberChanges, useProjectMembers } from "./use-project-members";

const ROLE_HELP: Record<MemberRole, string> = {
  editor: "Editor: review, edit, decide revisions, export",
  viewer: "Viewer: read and export",
};
const selectClass = "h-10 rounded-md border bg-background px-3 text-sm";

function RoleSelect(props: {
  id: string;
  /** For a select without a visible label of its own. */
  label?: string;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  disabled?: boolean;
}) {
  return (
    <select
      id={props.id}
      aria-label={props.label}
      className={selectClass}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value as MemberRole)}
    >
      {(["editor", "viewer"] as const).map((role) => (
        <option key={role} value={role}>
          {ROLE_LABEL[role]}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ projectId }: { projectId: string }) {
  const { invite } = useMemberChanges(projectId);
  const form = useForm({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: "", role: "editor" as MemberRole },
  });
  const role = useWatch({ control: form.control, name: "role" });
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast({ title: "Invitation Sent", description: `${values.email} was e-mailed a link to join the project.` });
        form.reset({ email: "", role: values.role });
      },
      onError: (error) => toastError("Invitation failed", error, "Failed to send the invitation. Please try again."),
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} className="space-y-3" noValidate aria-label="Invite a colleague">
        <TextField
          control={form.control}
          name="email"
          label="Invite by e-mail"
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
        />
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="invite-role" className="text-sm font-medium">
              Role
            </label>
            <div>
              <RoleSelect id="invite-role" value={role} onChange={(r) => form.setValue("role", r)} />
            </div>
          </div>
          <Button type="submit" disabled={invite.isPending}>
            <UserPlus aria-hidden />
            {invite.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{ROLE_HELP[role]}</p>
      </form>
    </Form>
  );
}

function MemberRow({ projectId, member, canManage }: { projectId: string; member: ProjectMember; canManage: boolean }) {
  const { changeRole, remove } = useMemberChanges(projectId);
  const [confirming, setConfirming] = useState(false);
  const manageable = canManage && member.role !== "owner";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <div className="min-w-40 flex-1">
        <p className="font-medium break-words">{member.name}</p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      </div>
      {manageable ? (
        <>
          <RoleSelect
            id={`role-${member.userId}`}
            label={`Role of ${member.name}`}
            value={member.role as MemberRole}
            disabled={changeRole.isPending}
            onChange={(role) =>
              changeRole.mutate(
                { userId: member.userId, role },
                { onError: (e) => toastError("Role not changed", e, "Failed to change the role. Please try again.") },
              )
            }
          />
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Remove ${member.name}`}>
            Remove
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Remove ${member.name}?`}
            description="They lose access to this project at once. Documents they added stay in the project."
            confirmLabel="Remove"
            busy={{ running: remove.isPending, label: "Removing..." }}
            onConfirm={() =>
              remove.mutate(member.userId, {
                onSettled: () => setConfirming(false),
                onError: (e) => toastError("Not removed", e, "Failed to remove the member. Please try again."),
              })
            }
          />
        </>
      ) : (
        <Badge variant="outline">{ROLE_LABEL[member.role]}</Badge>
      )}
    </li>
  );
}

export function ShareDialog(props: {
  projectId: string;
  projectName: string;
  role: ProjectRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { projectId, role } = props;
  const members = useProjectMembers(projectId, props.open);
  const { withdraw } = useMemberChanges(projectId);
  const isOwner = role === "owner";
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Share {props.projectName}</DialogTitle>
          <DialogDescription>
            {isOwner
              ? "Invite colleagues to work in this project. Each pays for the documents they add from their own credits."
              : "The people who work in this project. Only its owner can invite or remove members."}
          </DialogDescription>
        </DialogHeader>
        {isOwner && <InviteForm projectId={projectId} />}
        <section aria-labelledby="members-title" className="space-y-1">
          <h3 id="members-title" className="text-sm font-semibold">
            Members
          </h3>
          {!members.data ? (
            <Spinner label="Loading members" />
          ) : (
            <ul className="divide-y" aria-labelledby="members-title">
              {members.data.members.map((m) => (
                <MemberRow key={m.userId} projectId={projectId} member={m} canManage={isOwner} />
              ))}
            </ul>
          )}
        </section>
        {isOwner && members.data && members.data.invitations.length > 0 && (
          <section aria-labelledby="invitations-title" className="space-y-1">
            <h3 id="invitations-title" className="text-sm font-semibold">
              Invitations sent
            </h3>
            <ul className="divide-y" aria-labelledby="invitations-title">
              {members.data.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
                  <p className="min-w-40 flex-1 break-all">{i.email}</p>
                  <Badge variant="outline">{ROLE_LABEL[i.role]}</Badge>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(i.id)}
                    aria-label={`Withdraw the invitation to ${i.email}`}
                  >
                    Withdraw
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The project page's Share button; it opens the dialog. */
export function ShareProjectButton({
  projectId,
  projectName,
  role,
}: {
  projectId: string;
  projectName: string;
  role: ProjectRole;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Users aria-hidden />
        Share
      </Button>
      <ShareDialog projectId={projectId} projectName={projectName} role={role} open={open} onOpenChange={setOpen} />
    </>
  );
}
