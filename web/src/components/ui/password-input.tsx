import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { useT } from "@web/i18n/i18n";
import { inputClass } from "./form-field";

/** A password box with a show/hide toggle: typing a long password on a phone keyboard blind is error-prone. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input type={visible ? "text" : "password"} className={`${inputClass} pr-12 ${className ?? ""}`} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("shell.hidePassword") : t("shell.showPassword")}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
