import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "./invoice-document";

/** The built-in Helvetica has no rupee sign: amounts say Rs in their heading instead (decision 0044). */
const ascii = (text: string) => text.replace(/₹/g, "Rs ").replace(/[^\x20-\x7E]/g, "?");

function table(pdf: PDFKit.PDFDocument, d: InvoiceDocument) {
  const left = 50;
  const width = 495;
  const first = width - (d.columns.length - 1) * 80;
  const row = (values: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
    values.forEach((v, i) => {
      const x = i === 0 ? left : left + first + (i - 1) * 80;
      pdf.text(ascii(v), x, y, { width: i === 0 ? first - 8 : 80, align: i === 0 ? "left" : "right" });
    });
    pdf.moveDown(0.6);
    pdf
      .moveTo(left, pdf.y)
      .lineTo(left + width, pdf.y)
      .strokeColor("#dddddd")
      .stroke();
    pdf.moveDown(0.4);
  };
  row(d.columns, true);
  for (const r of d.rows) row(r);
  row(d.totals, true);
}

/** The same invoice as a PDF (pdfkit, decision 0044): A4, the built-in fonts, nothing fetched. */
export function invoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4", margin: 50, info: { Title: `${d.title} ${d.facts[0]![1]}` } });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(18).text(d.title);
  pdf.moveDown(0.5).fontSize(10);
  const top = pdf.y;
  pdf.font("Helvetica-Bold").text("Supplier", 50, top);
  pdf.font("Helvetica").text(d.supplier.map(ascii).join("\n"), 50, pdf.y, { width: 240 });
  const afterSupplier = pdf.y;
  pdf.font("Helvetica-Bold").text("Recipient", 305, top);
  pdf.font("Helvetica").text(d.recipient.map(ascii).join("\n"), 305, pdf.y, { width: 240 });
  pdf.y = Math.max(afterSupplier, pdf.y) + 12;
  for (const [k, v] of d.facts)
    pdf.font("Helvetica").text(`${k}: `, 50, pdf.y, { continued: true }).font("Helvetica-Bold").text(ascii(v));
  pdf.moveDown(1);
  table(pdf, d);
  pdf.moveDown(1).font("Helvetica").fontSize(8).fillColor("#555555").text(d.footer, 50, pdf.y, { width: 495 });
  pdf.end();
  return done;
}
