import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";

type EditDeleteButtonsProps = {
  /** What the buttons act on, for their accessible names ("Edit Pharmacology"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
};

/** The Edit and Delete buttons of a row in an admin list. */
export function EditDeleteButtons({ name, onEdit, onDelete, className }: EditDeleteButtonsProps) {
  return (
    <span className={cn("flex gap-2", className)}>
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700! hover:bg-red-50!" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </span>
  );
}
