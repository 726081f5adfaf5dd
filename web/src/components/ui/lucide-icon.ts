import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/** An icon as lucide ships it: its kebab-case name and the SVG elements it draws on a 24-unit grid. */
interface IconData {
  name?: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const labels = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null);

/**
 * What every lucide icon module calls to become a React component (decision 0035): the same SVG as lucide-react's
 * own builder, without its context provider, attribute-name tables and class merging, about 2 KB gzip that every
 * page's first load carried. The bundler points lucide's icon modules here (vite.config.ts);
 * `lucide-icon.test.tsx` renders every icon the app uses both ways and compares the markup.
 */
export default function createLucideIcon(icon: IconData) {
  const own = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).map((a) => `lucide-${a}`),
  ];
  const grid = icon.size ?? 24;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, className, children, ...rest },
    ref,
  ) {
    const stroke = strokeWidth ?? 2;
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${grid} ${grid}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * grid) / Number(size ?? width ?? 24) : stroke,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...new Set([...own, ...(className?.split(/\s+/) ?? [])])].filter(Boolean).join(" "),
        ...(children != null || labels(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
