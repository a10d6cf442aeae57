import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/AuthCard";
import { GoogleButton, OrDivider } from "@/components/auth/GoogleButton";
import { RegisterForm } from "@/components/auth/RegisterForm";
import { getSessionUser } from "@/lib/server/auth/session-user";
import { getEnv, modesOf } from "@/lib/server/env";
import { heldInvitationEmail } from "@/lib/server/team/pending";

export const metadata: Metadata = { title: "Create Account" };

export default async function RegisterPage() {
  if (await getSessionUser()) redirect("/app/dashboard");
  return (
    <AuthCard title="Create Account" subtitle="Start your 7-day free trial. It takes a minute.">
      {/* Without Google configured the button is not offered at all; start-up logs the fact for the operator. */}
      {modesOf(getEnv()).google && (
        <>
          <GoogleButton />
          <OrDivider />
        </>
      )}
      <RegisterForm defaultEmail={await heldInvitationEmail()} />
      <p className="mt-6 text-center text-sm text-ink-600">
        Already have an account?{" "}
        <Link href="/auth/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
