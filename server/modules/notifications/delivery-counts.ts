import type { DeliveryChannelName } from "@contract/notification-channels";
import type { SendResult } from "./delivery-channel";

/** Deliveries this instance handed to a channel, by channel and outcome, for /metrics. */
export interface DeliveryCounts {
  record(channel: DeliveryChannelName, outcome: SendResult["outcome"]): void;
  read(): { channel: string; outcome: string; count: number }[];
}

export function newDeliveryCounts(): DeliveryCounts {
  const counts = new Map<string, number>();
  return {
    record(channel, outcome) {
      const key = `${channel}\t${outcome}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    read() {
      return [...counts].map(([key, count]) => {
        const [channel = "", outcome = ""] = key.split("\t");
        return { channel, outcome, count };
      });
    },
  };
}
