import { useState } from "react";
import { toast } from "@web/components/ui/use-toast";
import type { AdminProduct } from "./api/admin-product";
import { moderationFailureToast, useModerateProduct, type ModerationAction } from "./api/moderate-product";
import { ReasonDialog, type ReasonRequest } from "../common/reason-dialog";

/** Runs a moderation action with its toasts; actions that need words first go through the reason dialog. */
export function useModeration() {
  const moderate = useModerateProduct();
  const [request, setRequest] = useState<ReasonRequest>();

  function run(product: AdminProduct, action: ModerationAction) {
    moderate.mutate(
      { id: product.id, action },
      {
        onSuccess: (res) => {
          toast({ title: res.message, description: product.title, variant: "success" });
          setRequest(undefined);
        },
        onError: (err) => toast(moderationFailureToast(action, err)),
      },
    );
  }

  const dialog = <ReasonDialog request={request} busy={moderate.isPending} onClose={() => setRequest(undefined)} />;
  const busyId = moderate.isPending ? moderate.variables?.id : undefined;
  return { run, ask: setRequest, dialog, busyId };
}
