/** The one way an order is named to people: pages, cards, notifications and mails all say `#100001`. */
export const formatOrderNumber = (orderNumber: number) => `#${orderNumber}`;
