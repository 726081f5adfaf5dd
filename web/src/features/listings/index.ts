/** What other domains may use of listings (the lint rule house/feature-boundaries): the rest stays inside. */
export { MyProductsTab } from "./components/my-products-tab";
