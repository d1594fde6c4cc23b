"use client";
// "Price by option": one program re-rated across its general liability limits (and deductibles),
// drawn as a small SVG line chart with the same numbers in a table. No chart library.
import { useQuery } from "@tanstack/react-query";
import { ScrollArea } from "@/components/ui/scroll-area";
import { sensitivity, type Sensitivity } from "@/lib/client/endpoints";
import { formatMoney } from "@/lib/client/format";
import { queryKeys } from "@/lib/client/query-keys";
import type { ProgramCard } from "@/lib/schemas/quote";
import { formatCompactMoney, formatOptionValue } from "./format";
import { Problem } from "@/components/ui/problem";
import { useApplication } from "./use-application";

type Cell = Sensitivity["cells"][number];

const GL = "glLimit";
const DEDUCTIBLE = "deductible";
// Colour plus dash pattern, so lines differ without relying on colour alone.
const SERIES_STYLE = [
  { color: "var(--accent)", dash: "" },
  { color: "var(--ok)", dash: "6 3" },
  { color: "var(--warn)", dash: "2 3" },
  { color: "var(--bad)", dash: "8 3 2 3" },
  { color: "#5b2a86", dash: "12 4" },
  { color: "var(--fg)", dash: "1 2" },
];

/**
 * The card's rating block for its program alone: the folio's block may hold other programs' options and
 * endorsements (keyed by code, refused for a program not rated); the base is the card's own options.
 */
function ownBlock(payload: Record<string, unknown>, card: ProgramCard): Record<string, unknown> {
  const code = card.program.code.toUpperCase();
  const mine = (selection: unknown) =>
    Object.fromEntries(Object.entries((selection ?? {}) as Record<string, unknown>).filter(([c]) => c.toUpperCase() === code));
  const { program_options: _options, endorsements, ...rest } = payload;
  return { ...rest, endorsements: mine(endorsements), program_options: { [card.program.code]: card.programState.coverage } };
}

/** Cards this applies to: quoted business programs with a general liability limit option. */
export function hasSensitivity(card: ProgramCard): boolean {
  return card.status === "quoted" && card.program.type !== "TI" && card.options.some((o) => o.key === GL);
}

export function SensitivityPanel({ quoteId, card, id }: { quoteId: string; card: ProgramCard; id: string }) {
  const app = useApplication(quoteId, card);
  const varyDeductible = card.options.some((o) => o.key === DEDUCTIBLE);
  const grid = useQuery({
    queryKey: queryKeys.sensitivity(quoteId, card.id),
    enabled: app.data !== undefined,
    staleTime: Infinity,
    retry: false,
    queryFn: () =>
      sensitivity({
        program: card.program.code,
        system_payload: ownBlock(app.data!.systemPayload, card),
        vary: { [GL]: "all", ...(varyDeductible ? { [DEDUCTIBLE]: "all" } : {}) },
        mode: "grid",
      }),
  });
  const error = app.error ?? grid.error;
  return (
    <div id={id} className="stack">
      {error ? (
        <Problem error={error} prefix="Prices by option could not be calculated:" />
      ) : !grid.data ? (
        <p role="status" className="muted">
          Pricing every option…
        </p>
      ) : (
        <SensitivityResult data={grid.data} current={card.programState.coverage} code={card.program.code} />
      )}
    </div>
  );
}

interface Series {
  label: string;
  deductible: number | null;
  points: Array<{ x: number; cell: Cell | undefined }>;
}

function seriesOf(data: Sensitivity): { xs: number[]; xLabel: string; series: Series[]; dedLabel: string | null } | null {
  const glAxis = data.axes.find((a) => a.key === GL);
  if (!glAxis) return null;
  const dedAxis = data.axes.find((a) => a.key === DEDUCTIBLE);
  const xs = [...glAxis.values].sort((a, b) => a - b);
  const deductibles = dedAxis ? [...dedAxis.values].sort((a, b) => a - b) : [null];
  const series = deductibles.map((d) => ({
    label: d === null ? "Annual price" : `${dedAxis!.label} ${formatOptionValue("money", d)}`,
    deductible: d,
    points: xs.map((x) => ({ x, cell: data.cells.find((c) => c.coverage[GL] === x && (d === null || c.coverage[DEDUCTIBLE] === d)) })),
  }));
  return { xs, xLabel: glAxis.label, series, dedLabel: dedAxis?.label ?? null };
}

function cellText(cell: Cell | undefined): string {
  if (!cell) return "—";
  if (cell.status === "declined") return "Declined";
  if (cell.status === "quote_failed") return "Failed";
  return formatMoney(cell.totalAnnual);
}

function SensitivityResult({ data, current, code }: { data: Sensitivity; current: Record<string, number>; code: string }) {
  const shaped = seriesOf(data);
  if (!shaped) return <p className="muted">This program has no general liability limit to vary.</p>;
  const { xs, xLabel, series, dedLabel } = shaped;
  const isCurrent = (x: number, d: number | null) => current[GL] === x && (d === null || current[DEDUCTIBLE] === d);
  return (
    <>
      <LineChart xs={xs} series={series} />
      {series.length > 1 ? (
        <ul aria-hidden="true" className="row chart-legend">
          {series.map((s, i) => {
            const style = SERIES_STYLE[i % SERIES_STYLE.length]!;
            return (
              <li key={s.label} className="row row-sm">
                <svg width="28" height="10" focusable="false">
                  <line x1="0" y1="5" x2="28" y2="5" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
                </svg>
                {s.label}
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Focusable so that keyboard users can scroll a table wider than the card. */}
      <ScrollArea label={`Prices by option for ${code}`}>
        <table className="data data-xs">
          <caption className="muted">
            Annual price by {xLabel.toLowerCase()}
            {dedLabel ? ` and ${dedLabel.toLowerCase()}` : ""}
          </caption>
          <thead>
            {dedLabel ? (
              <tr>
                <td />
                <th scope="colgroup" colSpan={series.length} className="num">
                  {dedLabel}
                </th>
              </tr>
            ) : null}
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="num">
                  {s.deductible === null ? s.label : formatOptionValue("money", s.deductible)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((x, row) => (
              <tr key={x}>
                <th scope="row">{formatOptionValue("money", x)}</th>
                {series.map((s) => (
                  <td key={s.label} className="num">
                    {cellText(s.points[row]?.cell)}
                    {isCurrent(x, s.deductible) ? <span className="muted"> (current)</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </>
  );
}

const W = 320;
const H = 190;
const PAD = { left: 58, right: 22, top: 12, bottom: 34 };

function LineChart({ xs, series }: { xs: number[]; series: Series[] }) {
  const prices = series.flatMap((s) => s.points.map((p) => p.cell?.totalAnnual).filter((v): v is number => typeof v === "number"));
  if (!prices.length) return <p className="muted">No option could be priced.</p>;
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const span = hi - lo || Math.max(hi * 0.1, 1);
  const yMin = Math.max(0, lo - span * 0.1);
  const yMax = hi + span * 0.1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  // Limits are ordinal ($300K, $1M, $2M): spaced evenly, not to scale.
  const xAt = (i: number) => PAD.left + (xs.length === 1 ? plotW / 2 : (i * plotW) / (xs.length - 1));
  const yAt = (v: number) => PAD.top + plotH - ((v - yMin) / (yMax - yMin)) * plotH;
  const yTicks = [0, 1, 2, 3].map((k) => yMin + ((yMax - yMin) * k) / 3);
  return (
    // As wide as the card, up to 1.5 times its drawing size (globals.css .chart).
    <svg role="img" aria-label="Annual price by general liability limit" viewBox={`0 0 ${W} ${H}`} width="100%" className="chart">
      {yTicks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={yAt(v)} y2={yAt(v)} stroke="var(--line)" />
          <text x={PAD.left - 6} y={yAt(v)} dy="0.32em" textAnchor="end" fontSize="10" fill="var(--muted)">
            {formatCompactMoney(v)}
          </text>
        </g>
      ))}
      {xs.map((x, i) => (
        <text key={x} x={xAt(i)} y={H - PAD.bottom + 14} textAnchor="middle" fontSize="10" fill="var(--muted)">
          {formatCompactMoney(x)}
        </text>
      ))}
      <text x={PAD.left + plotW / 2} y={H - 4} textAnchor="middle" fontSize="10" fill="var(--fg)">
        General liability limit
      </text>
      {series.map((s, si) => {
        const style = SERIES_STYLE[si % SERIES_STYLE.length]!;
        const pts = s.points.map((p, i) => (typeof p.cell?.totalAnnual === "number" ? { x: xAt(i), y: yAt(p.cell.totalAnnual) } : null));
        // A declined or failed cell breaks the line instead of joining its neighbours.
        const d = pts.reduce((path, p, i) => (p ? `${path}${i > 0 && pts[i - 1] ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}` : path), "");
        return (
          <g key={s.label}>
            <path d={d} fill="none" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
            {pts.map((p, i) => (p ? <circle key={i} cx={p.x} cy={p.y} r="3" fill={style.color} /> : null))}
          </g>
        );
      })}
    </svg>
  );
}
