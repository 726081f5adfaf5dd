import { istStamp } from "@contract/ist-days";

/** Shiprocket's webhook body for one scan (docs/providers/shiprocket.md's sample, our values); `isReturn` for a return pickup's scans. */
export function shiprocketScan(awb: string, srStatus: number, label: string, at: Date, isReturn = false) {
  const [date, time] = istStamp(at).split(" ");
  const [y, m, d] = date!.split("-");
  return {
    awb,
    courier_name: "Sandbox Surface",
    current_status: label,
    current_status_id: 99,
    shipment_status: label,
    shipment_status_id: srStatus,
    current_timestamp: `${d} ${m} ${y} ${time}`,
    order_id: "1373900_150876814",
    scans: [
      {
        date: istStamp(at),
        status: "X",
        activity: label,
        location: "Hub",
        "sr-status": String(srStatus),
        "sr-status-label": label,
      },
    ],
    is_return: isReturn ? 1 : 0,
  };
}
