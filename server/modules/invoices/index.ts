/**
 * The invoices module's public surface: Dobara's GST tax invoices and credit notes for its fees (decision 0044),
 * issued by the settlement and fulfilment workflows in their own transactions, read by the order's people and admins.
 */
export { DEFAULT_GST, type GstSettings } from "./gst-settings";
export { creditOrderInvoices, issueOrderInvoices } from "./issue-invoices";
export { gstAdminRoutes, invoiceRoutes } from "./invoices-routes";
export { mailInvoicesIssued, type InvoiceMailDeps, type InvoiceMailee } from "./invoice-mails";
