/** The contact page's English messages (decision 0046); hi.ts has the same keys. */
const en = {
  "contact.title": "Contact Us · {brand}",
  "contact.heading": "Contact Us",
  "contact.intro":
    "Questions about an order, a payout or a listing? Send us a message and a member of our support team will answer.",
  "contact.formHeading": "Send us a message",
  "contact.formIntro": "All fields are required. If it is about an order, include the order number in your message.",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.hours": "Support hours",
  "contact.response": "Response time",
  "contact.office": "Registered office",
  "contact.faq": "Frequently asked questions",
  "contact.q.safe": "How does Dobara keep my money safe?",
  "contact.a.safe":
    "When you pay, the money is held by {brand} in escrow, not sent to the seller. We release it to the seller only after the item has been delivered to you and the return window has closed. If the order is cancelled or a return is approved, we refund you from the held amount.",
  "contact.q.paid": "When does the seller get paid?",
  "contact.a.paid":
    "Within {days} business days after the return window closes without a return, straight to the seller's verified bank account.",
  "contact.q.returns": "How do returns work?",
  "contact.a.returns":
    "Electronics and most items can be returned by requesting it from My Orders within {hours} hours of delivery. Fashion is checked at your doorstep and handed back to the delivery partner if it is not right. Refunds reach your original payment method within {days} business days after we verify the item. Read the",
  "contact.a.returnsLink": "Return & Refund Policy",
  "contact.a.returnsAfter": "for fees and exceptions.",
  "contact.q.review": "How long does listing review take?",
  "contact.a.review":
    "Our team reviews every new listing within {hours} hours. You get a notification when it is live, or if something needs to change.",
  "contact.q.phone": "Why can't I see the buyer's or seller's phone number?",
  "contact.a.phone":
    "To protect both sides from fraud, spam and unwanted visits. Prices are agreed through offers on {brand}, payment is held by us, and our courier handles pickup and delivery, so there is never a need to share contact details.",
  "contact.q.fees": "What are the fees?",
  "contact.a.fees":
    "Listing is free. Buyers pay a {buyerFee}% platform fee and a flat {delivery} delivery charge, both shown before payment. Sellers pay {sellerFee}% of the sale price, taken from the payout. See the",
  "contact.a.feesLink": "Seller Guidelines",
  "contact.a.feesAfter": "for a worked example.",
  "contact.sent": "Message sent",
  "contact.sentText": "Your query has been sent successfully! We'll get back to you soon.",
  "contact.error": "Error",
  "contact.failed": "Failed to send message. Please try again.",
  "contact.name": "Full Name",
  "contact.phonePlaceholder": "10-digit mobile number",
  "contact.subject": "Subject",
  "contact.message": "Message",
  "contact.messagePlaceholder": "Tell us how we can help. Include your order number if it is about an order.",
  "contact.grievance": "Grievance",
  "contact.grievanceText":
    ": this is a complaint about my personal data, for our Grievance Officer. You get a reference by mail at once and an answer within 30 days.",
  "contact.sending": "Sending...",
  "contact.send": "Send Message",
} as const satisfies Record<string, string>;

export default en;
