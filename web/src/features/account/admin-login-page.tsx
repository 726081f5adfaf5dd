import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { adminLoginSchema, type AdminLoginInput } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { PasswordInput } from "@web/components/ui/password-input";
import { toast } from "@web/components/ui/use-toast";
import { signIn } from "@web/lib/session";
import { useAdminLogin } from "./api/admin-login";
import { AuthCard } from "./components/auth-card";
import { showAuthError } from "./components/show-auth-error";

/** /admin-login: mobile and password, no credentials hint (docs/product.md#accounts); success opens the admin panel. Failure: the "Login failed" toast. */
export function AdminLoginPage() {
  const [, navigate] = useLocation();
  const adminLogin = useAdminLogin();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { mobile: "", password: "" },
  });

  const onSubmit = handleSubmit((values) =>
    adminLogin.mutate(values, {
      onSuccess: (res) => {
        if (!res.token || !res.user) return;
        signIn(res.token, res.user);
        toast({ title: "Login successful", description: "Welcome to the admin panel", variant: "success" });
        navigate("/admin-panel");
      },
      onError: (err) => showAuthError(null, err, "Login failed", "Invalid admin credentials"),
    }),
  );

  const mobile = register("mobile");
  return (
    <AuthCard>
      <div className="mb-6 flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-xl bg-brand-900 text-white">
          <ShieldCheck className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Login</h1>
          <p className="text-sm text-slate-600">For Dobara staff only.</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="admin-mobile" label="Mobile number" error={errors.mobile?.message}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            maxLength={10}
            className={inputClass}
            {...fieldA11y("admin-mobile", errors.mobile?.message)}
            {...mobile}
            onChange={(e) => setValue("mobile", e.target.value.replace(/\D/g, "").slice(0, 10))}
          />
        </FormField>
        <FormField id="admin-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...fieldA11y("admin-password", errors.password?.message)}
            {...register("password")}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={adminLogin.isPending}>
          {adminLogin.isPending ? "Logging in..." : "Login as Admin"}
        </Button>
      </form>
    </AuthCard>
  );
}
