// Events for pollers and the delivery log (decision 024): the agency's events newest first, one event, its
// deliveries with every attempt, and redelivery (the same event, same id, sent again).
import "server-only";
import type { Db } from "@/lib/db/client";
import {
  countEventsOfAgency,
  deliveriesOfEvent,
  eventById,
  eventsOfAgency,
  eventsOfWindow,
  WINDOW_READ_MAX,
  insertDeliveries,
  type DeliveryRecord,
  type EventFilter,
  type EventRecord,
} from "@/lib/db/queries/events";
import { endpointById, subscribedEndpoints } from "@/lib/db/queries/webhook-endpoints";
import { LIST_TOTAL_CAP } from "@/lib/db/list-total";
import { AppError, notFound, validationError } from "@/lib/errors";
import type { EventType } from "@/lib/schemas/webhooks";

const MAX_SEQ = 2n ** 63n - 1n; // bigint's largest: a larger number is no position

/** Cursors are the position in the order events were written: opaque, and refused unless this API made them. */
const encodeCursor = (seq: bigint) => Buffer.from(`evt:${seq}`).toString("base64url");
function decodeCursor(cursor: string): bigint | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) return null;
  const match = /^evt:(\d{1,19})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const seq = match ? BigInt(match[1]!) : null;
  return seq !== null && seq <= MAX_SEQ ? seq : null;
}

export interface ListEventsQuery {
  limit: number;
  cursor?: string | undefined;
  type?: EventType | undefined;
  "created[gte]"?: string | undefined;
  "created[lt]"?: string | undefined;
}

/** Newest first, keyset-paginated; `type` keeps one type, `created[gte]`/`created[lt]` a time window; `total` counts every page. */
export async function listEvents(db: Db, agencyId: string, query: ListEventsQuery) {
  const beforeSeq = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && beforeSeq === null) {
    throw validationError(
      [{ path: "cursor", message: "is not a cursor this API returned", code: "invalid_cursor" }],
      "cursor: is not a cursor this API returned",
    );
  }
  const filter: EventFilter = {
    ...(query.type ? { type: query.type } : {}),
    ...(query["created[gte]"] ? { createdGte: new Date(query["created[gte]"]) } : {}),
    ...(query["created[lt]"] ? { createdLt: new Date(query["created[lt]"]) } : {}),
  };
  const page = { ...filter, limit: query.limit + 1, ...(beforeSeq !== null ? { beforeSeq } : {}) };
  let rows: EventRecord[];
  let counted: Awaited<ReturnType<typeof countEventsOfAgency>>;
  if (filter.createdGte || filter.createdLt) {
    // A window: counted first (to WINDOW_READ_MAX, on the window's index alone), and one that holds at most that many
    // is read by itself (eventsOfWindow); a bigger one is walked by seq. The total still counts to the list's cap.
    const inWindow = await countEventsOfAgency(db, agencyId, filter, WINDOW_READ_MAX);
    counted = { total: Math.min(inWindow.total, LIST_TOTAL_CAP), totalCapped: inWindow.total > LIST_TOTAL_CAP };
    rows = inWindow.totalCapped ? await eventsOfAgency(db, agencyId, page) : await eventsOfWindow(db, agencyId, page);
  } else {
    [rows, counted] = await Promise.all([eventsOfAgency(db, agencyId, page), countEventsOfAgency(db, agencyId, filter)]);
  }
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, ...counted, nextCursor: rows.length > query.limit && last ? encodeCursor(last.seq) : null };
}

export async function getEvent(db: Db, agencyId: string, id: string): Promise<EventRecord> {
  const event = await eventById(db, agencyId, id);
  if (!event) throw notFound(`No event with id ${id}.`);
  return event;
}

export async function eventDeliveries(db: Db, agencyId: string, id: string): Promise<DeliveryRecord[]> {
  const event = await getEvent(db, agencyId, id);
  return deliveriesOfEvent(db, event.id);
}

/**
 * Sends an event again, as a new delivery with the same event id: to one endpoint of the agency (which
 * must be enabled), or to every enabled endpoint subscribed to the event's type.
 */
export async function redeliverEvent(db: Db, agencyId: string, id: string, opts: { endpointId?: string | undefined; now?: Date }): Promise<DeliveryRecord[]> {
  const event = await getEvent(db, agencyId, id);
  let endpointIds: string[];
  if (opts.endpointId) {
    const endpoint = await endpointById(db, agencyId, opts.endpointId);
    if (!endpoint) throw validationError([{ path: "endpointId", message: "no webhook endpoint of your agency has this id", code: "not_found" }]);
    if (endpoint.status !== "enabled") {
      throw new AppError("conflict", `Webhook endpoint ${endpoint.id} is disabled; re-enable it (PATCH status: enabled) before redelivering to it.`);
    }
    endpointIds = [endpoint.id];
  } else {
    endpointIds = (await subscribedEndpoints(db, agencyId, event.type)).map((e) => e.id);
  }
  return insertDeliveries(db, event, endpointIds, opts.now ?? new Date());
}
