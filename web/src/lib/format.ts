export { formatRupees } from "@contract/money-format";

const istDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });
export const formatDateIST = (value: string | Date) => istDate.format(new Date(value));
