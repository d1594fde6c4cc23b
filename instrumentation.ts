// Runs once when the Next.js server starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // Before the first request: sign-in throttling needs each request's socket address.
    const { installPeerAddressHeader } = await import("@/lib/auth/peer-address");
    installPeerAddressHeader();
    const { bootWebProcess } = await import("@/lib/jobs/app-boot");
    await bootWebProcess();
  }
}
