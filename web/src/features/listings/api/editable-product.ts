import { useQuery } from "@tanstack/react-query";
import { productQuery } from "@web/lib/api/product";

/**
 * The listing being edited, with the owner's fields (address, payout account) when the caller owns it. Same cache
 * entry as the product page; the seller edits what the server has now, so a cached copy is always refetched.
 */
export const useEditableProduct = (id: string) => useQuery({ ...productQuery(id), staleTime: 0 });
