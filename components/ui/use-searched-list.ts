"use client";
// A searchable, keyset-paged list (Policies, Clients): the search box's text, the query it settles into
// 300 ms after typing stops, and the pages fetched for it with "Load more".
import { keepPreviousData, useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useEffect, useState } from "react";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function useSearchedList<T>(
  keyOf: (filter: { q?: string }) => QueryKey,
  fetchPage: (filter: { q?: string; limit: number; cursor?: string }) => Promise<Page<T>>,
  pageSize = 25,
) {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  const filter = q ? { q } : {};
  const query = useInfiniteQuery({
    queryKey: keyOf(filter),
    queryFn: ({ pageParam }) => fetchPage({ ...filter, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return { search, setSearch, q, items, ...query };
}
