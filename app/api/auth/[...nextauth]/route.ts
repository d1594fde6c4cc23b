import { handlers } from "@/lib/auth/portal";

export const { GET, POST } = handlers;
