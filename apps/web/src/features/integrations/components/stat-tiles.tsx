export function StatTiles({ stats }: { stats: { label: string; value: number }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
          <dt className="text-xs text-slate-400">{s.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-white">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
