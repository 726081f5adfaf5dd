import type { OwnerProduct, Product } from "@contract/products";
import type { ProductRow } from "./products-repo";

/** The public listing: never the pickup address, payout account or review notes. */
export function toProductView(p: ProductRow): Product {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    price: Number(p.price),
    category: p.category,
    images: p.images,
    sellerId: p.sellerId,
    status: p.status,
    isAvailable: p.isAvailable,
    productType: p.productType,
    brand: p.brand,
    ram: p.ram,
    storage: p.storage,
    condition: p.condition,
    hasBill: p.hasBill,
    // A bill shows the seller's name and address: only the seller and admins see the photo.
    billPhoto: null,
    city: p.city,
    state: p.state,
    videoUrl: p.videoUrl,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function toOwnerProductView(p: ProductRow, hasPendingEdit: boolean): OwnerProduct {
  return {
    ...toProductView(p),
    billPhoto: p.billPhoto,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    landmark: p.landmark,
    pincode: p.pincode,
    selectedBankAccountId: p.selectedBankAccountId,
    rejectionReason: p.rejectionReason,
    editRequests: p.editRequests,
    hasPendingEdit,
  };
}
