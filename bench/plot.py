"""Peak memory against added compute, one SVG per model (no plotting library
needed): each strategy a point, each budget solver a line through its
budgets, the original at (0, 100%) and the floor as a dashed line.
Used by bench/run."""
import html
import math

WIDTH, HEIGHT = 640, 400
LEFT, RIGHT, TOP, BOTTOM = 70, 170, 40, 50
COLORS = {"original": "#000000", "cheap": "#1f77b4", "mincut": "#2ca02c",
          "sqrt": "#9467bd", "regions": "#8c564b"}
SOLVER_COLORS = {"auto": "#d62728", "greedy": "#ff7f0e", "ilp": "#17becf",
                 "chain": "#e377c2", "fast": "#7f7f7f"}


def nice_step(span, ticks=5):
    raw = span / ticks
    mag = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * mag:
            return m * mag
    return 10 * mag


def ticks(lo, hi):
    """Round tick values from lo to hi."""
    step = nice_step(hi - lo)
    out, t = [], lo
    while t <= hi + 1e-9:
        out.append(t)
        t += step
    return out


def write_svg(path, result):
    base = next(r for r in result["rows"] if r["variant"] == "original")
    measured = "measured_peak_bytes" in base
    key = "measured_peak_bytes" if measured else "predicted_peak_bytes"
    orig = base.get(key)
    points = []  # (family, solver, label, x = FLOPs added %, y = peak %)
    for row in result["rows"]:
        if row.get("met") and row.get(key) is not None and orig:
            points.append((row["family"], row.get("solver"), row["variant"],
                           row["flops_added_percent"],
                           100.0 * row[key] / orig))
    floor = result.get("floor_bytes")
    # The floor is a prediction: compare it with the predicted original.
    floor_pct = (100.0 * floor / base["predicted_peak_bytes"]
                 if floor and base.get("predicted_peak_bytes") else None)
    xmax = max([p[3] for p in points] + [1.0]) * 1.08
    ys = [p[4] for p in points] + ([floor_pct] if floor_pct else [])
    ymin = max(0.0, min(ys + [100.0]) - 5)
    ymin = math.floor(ymin / 10) * 10
    ymax = 105.0
    pw, ph = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def sx(x):
        return LEFT + pw * x / xmax

    def sy(y):
        return TOP + ph * (1 - (y - ymin) / (ymax - ymin))

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" '
           f'height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" '
           'font-family="sans-serif" font-size="11">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{WIDTH / 2 - RIGHT / 2}" y="20" text-anchor="middle" '
           f'font-size="14">{html.escape(result["model"])}: '
           f'{"measured" if measured else "predicted"} peak vs added '
           'compute</text>']
    for x in ticks(0.0, xmax):
        out.append(f'<line x1="{sx(x):.1f}" y1="{TOP}" x2="{sx(x):.1f}" '
                   f'y2="{TOP + ph}" stroke="#eee"/>')
        out.append(f'<text x="{sx(x):.1f}" y="{TOP + ph + 15}" '
                   f'text-anchor="middle">{x:g}%</text>')
    for y in ticks(ymin, ymax):
        out.append(f'<line x1="{LEFT}" y1="{sy(y):.1f}" x2="{LEFT + pw}" '
                   f'y2="{sy(y):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{LEFT - 6}" y="{sy(y) + 4:.1f}" '
                   f'text-anchor="end">{y:g}%</text>')
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{pw}" height="{ph}" '
               'fill="none" stroke="#333"/>')
    out.append(f'<text x="{LEFT + pw / 2}" y="{HEIGHT - 12}" '
               'text-anchor="middle">FLOPs added (% of the training step)'
               '</text>')
    out.append(f'<text transform="translate(16 {TOP + ph / 2}) rotate(-90)" '
               'text-anchor="middle">peak memory (% of the original)</text>')
    legend = []
    if floor_pct and floor_pct >= ymin:
        out.append(f'<line x1="{LEFT}" y1="{sy(floor_pct):.1f}" '
                   f'x2="{LEFT + pw}" y2="{sy(floor_pct):.1f}" stroke="#555" '
                   'stroke-dasharray="5,4"/>')
        legend.append(("floor", "#555", "dash"))
    solvers = []
    for p in points:
        if p[0] == "budget" and p[1] not in solvers:
            solvers.append(p[1])
    for solver in solvers:
        line = sorted((p[3], p[4]) for p in points
                      if p[0] == "budget" and p[1] == solver)
        color = SOLVER_COLORS.get(solver, "#d62728")
        coords = " ".join(f"{sx(a):.1f},{sy(b):.1f}" for a, b in line)
        out.append(f'<polyline points="{coords}" fill="none" '
                   f'stroke="{color}" stroke-width="1.5"/>')
        for a, b in line:
            out.append(f'<circle cx="{sx(a):.1f}" cy="{sy(b):.1f}" r="3.5" '
                       f'fill="{color}"/>')
        legend.append((f"budget ({solver})", color, "line"))
    for family in ("original", "cheap", "mincut", "sqrt", "regions"):
        for p in points:
            if p[0] != family:
                continue
            color = COLORS[family]
            out.append(f'<rect x="{sx(p[3]) - 4:.1f}" y="{sy(p[4]) - 4:.1f}"'
                       f' width="8" height="8" fill="{color}"/>')
            legend.append((family, color, "square"))
    ly = TOP + 10
    for name, color, kind in legend:
        lx = LEFT + pw + 15
        if kind == "square":
            out.append(f'<rect x="{lx}" y="{ly - 4}" width="8" height="8" '
                       f'fill="{color}"/>')
        elif kind == "dash":
            out.append(f'<line x1="{lx - 2}" y1="{ly}" x2="{lx + 12}" '
                       f'y2="{ly}" stroke="{color}" stroke-dasharray="4,3"/>')
        else:
            out.append(f'<line x1="{lx - 2}" y1="{ly}" x2="{lx + 12}" '
                       f'y2="{ly}" stroke="{color}" stroke-width="1.5"/>'
                       f'<circle cx="{lx + 5}" cy="{ly}" r="3" '
                       f'fill="{color}"/>')
        out.append(f'<text x="{lx + 18}" y="{ly + 4}">{html.escape(name)}'
                   '</text>')
        ly += 18
    out.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")
