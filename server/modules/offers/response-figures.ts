import type { Db } from "../../db/client";
import * as repo from "./response-figures-repo";

/**
 * A seller's response figures for the profile: the stored row when it is fresh (one primary-key read), else computed
 * from the offers and stored for the next reader. Never locks: concurrent readers of a cold row each compute the same
 * figures, and whichever stores last changes nothing.
 */
export async function responseFiguresOf(db: Db, sellerId: string) {
  const stored = await repo.findStored(db, sellerId);
  let figures: repo.Responses;
  if (stored?.usable) {
    figures = stored;
  } else {
    figures = await repo.computeResponses(db, sellerId);
    await repo.storeIfUnchanged(db, sellerId, stored?.version ?? 0, figures);
  }
  return {
    responseRate: figures.total ? Math.round((figures.inTime * 100) / figures.total) : null,
    responseHours: figures.medianHours === null ? null : Math.max(1, Math.ceil(figures.medianHours)),
  };
}
