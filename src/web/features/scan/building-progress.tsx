// The live progress view (product §2): a building goes up floor by floor as the scan advances, with the percentage and
// the server's status line beside it.
import { memo } from "react";
import { cn } from "@/lib/cn";
import { floorsBuilt } from "@/shared/scans/building-progress-model";

const WIDTH = 220;
const HEIGHT = 270;
const GROUND = 250;
const FLOOR_HEIGHT = 18;
const BUILDING_X = 50;
const BUILDING_WIDTH = 120;
const WINDOWS = [0, 1, 2, 3];

const Floor = memo(function Floor({ level, state }: { level: number; state: "built" | "building" | "planned" }) {
  const y = GROUND - (level + 1) * FLOOR_HEIGHT;
  return (
    <g className={cn(state === "building" && "animate-pulse")}>
      <rect
        x={BUILDING_X}
        y={y}
        width={BUILDING_WIDTH}
        height={FLOOR_HEIGHT}
        className={cn(
          state === "planned"
            ? "fill-transparent stroke-muted-foreground/40"
            : "fill-primary stroke-primary-foreground/30",
        )}
        strokeDasharray={state === "planned" ? "4 3" : undefined}
      />
      {state !== "planned" &&
        WINDOWS.map((w) => (
          <rect
            key={w}
            x={BUILDING_X + 12 + w * 27}
            y={y + 5}
            width={15}
            height={8}
            rx={1}
            className="fill-primary-foreground/80"
          />
        ))}
    </g>
  );
});

export type BuildingProgressProps = { floors: number; percent: number; message: string; complete: boolean };

export function BuildingProgress({ floors, percent, message, complete }: BuildingProgressProps) {
  const built = complete ? floors : floorsBuilt(percent, floors);
  const roofY = GROUND - floors * FLOOR_HEIGHT;
  return (
    <div className="flex flex-col items-center gap-4">
      <div
        role="progressbar"
        aria-label="Scan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-60 w-auto sm:h-72" aria-hidden>
          <line x1={10} x2={WIDTH - 10} y1={GROUND} y2={GROUND} className="stroke-foreground/60" strokeWidth={3} />
          {Array.from({ length: floors }, (_, level) => (
            <Floor
              key={level}
              level={level}
              state={level < built ? "built" : level === built && !complete ? "building" : "planned"}
            />
          ))}
          {complete ? (
            <g>
              <polygon
                points={`${BUILDING_X - 6},${roofY} ${BUILDING_X + BUILDING_WIDTH + 6},${roofY} ${BUILDING_X + BUILDING_WIDTH / 2},${roofY - 16}`}
                className="fill-success"
              />
              <line x1={110} x2={110} y1={roofY - 16} y2={roofY - 40} className="stroke-foreground" strokeWidth={2} />
              <polygon points={`110,${roofY - 40} 130,${roofY - 34} 110,${roofY - 28}`} className="fill-success" />
            </g>
          ) : (
            <g className="stroke-amber-500" strokeWidth={3} fill="none">
              <line x1={190} x2={190} y1={GROUND} y2={roofY - 20} />
              <line x1={130} x2={205} y1={roofY - 20} y2={roofY - 20} />
              <line x1={140} x2={140} y1={roofY - 20} y2={GROUND - built * FLOOR_HEIGHT - 6} strokeWidth={1.5} />
            </g>
          )}
        </svg>
      </div>
      <p className="text-4xl font-bold tabular-nums">{percent}%</p>
      <p
        aria-live="polite"
        className={cn("text-center text-sm", complete ? "font-semibold text-success" : "text-muted-foreground")}
      >
        {complete ? "Construction Complete!" : message}
      </p>
    </div>
  );
}
