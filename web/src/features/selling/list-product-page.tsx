// TEMPORARY while the catalogue issue is being built; replaced by the real page.
export function ListProductPage() {
  return <div className="p-8">Coming together</div>;
}
