// TEMPORARY while the catalogue issue is being built; replaced by the real page.
export function EditProductPage() {
  return <div className="p-8">Coming together</div>;
}
