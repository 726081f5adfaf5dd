import { MARKETING_FIGURES } from "@contract/brand";

export function MarketingFigures() {
  return (
    <section aria-label="Dobara in numbers" className="mt-12 mb-16 rounded-2xl bg-brand-800 px-6 py-8 text-white">
      <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
        {MARKETING_FIGURES.map(({ value, label }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm text-brand-100">{label}</dt>
            <dd className="text-3xl font-extrabold text-accent-400">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
