"use client";
// A quote page whose quote could not be read: "does not exist" for a 404 (another agency's too), the problem otherwise.
import Link from "next/link";
import { Stack } from "@/components/ui/layout";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { Problem } from "@/components/ui/problem";
import { ApiError } from "@/lib/client/api";

export function QuoteLoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <Stack>
      <PageHeader title={title} />
      {error instanceof ApiError && error.status === 404 ? (
        <Notice kind="alert">This quote does not exist or belongs to another agency.</Notice>
      ) : (
        <Problem error={error} />
      )}
      <p>
        <Link href="/dashboard">Back to recent quotes</Link>
      </p>
    </Stack>
  );
}
