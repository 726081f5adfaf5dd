import { CreditCard, EyeOff, IndianRupee, Landmark, Recycle, Truck, type LucideIcon } from "lucide-react";
import { POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";

const reasons: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Truck,
    title: "Pickup and delivery handled",
    text: "We collect the item from the seller and deliver it to your door. No meet-ups with strangers.",
  },
  {
    icon: EyeOff,
    title: "Your details stay private",
    text: "Buyers and sellers deal through Dobara; your phone number and address are never shared.",
  },
  {
    icon: IndianRupee,
    title: "Clear, upfront fees",
    text: `A ${POLICY.buyerFeePercent}% platform fee and ${formatRupees(POLICY.deliveryChargeRupees)} delivery, shown before you pay. No surprises.`,
  },
  {
    icon: CreditCard,
    title: "Card and UPI payments",
    text: "Pay the way you already do, through a secure payment gateway.",
  },
  {
    icon: Landmark,
    title: "Sellers paid to their bank",
    text: "Once the return window closes, the sale amount goes straight to the seller's bank account.",
  },
  {
    icon: Recycle,
    title: "A second life for good things",
    text: "Every resale keeps a useful item in use and out of landfill.",
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="mt-16">
      <h2 id="why-heading" className="text-2xl font-bold tracking-tight">
        Why Choose Dobara
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className={card("p-6")}>
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
