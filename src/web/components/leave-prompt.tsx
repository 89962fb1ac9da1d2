import { ConfirmDialog } from "./ui/dialog";

const listed = (whats: string[]) =>
  whats.length < 2 ? (whats[0] ?? "") : `${whats.slice(0, -1).join(", ")} and ${whats.at(-1)}`;

/** "Leave without saving?" (./unsaved-changes.tsx): staying is the first choice. */
export default function LeavePrompt({
  whats,
  onStay,
  onLeave,
}: {
  whats: string[];
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="Leave without saving?"
      description={`Your changes to ${listed(whats)} have not been saved. If you leave now, they are lost.`}
      cancelLabel="Keep editing"
      confirmLabel="Leave without saving"
      pendingLabel="Leaving..."
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
