import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, Minus, Plus, X } from "lucide-react";
import {
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type WheelEvent,
} from "react";
import { ProductImage } from "../../components/product-image";
import { cn } from "../../lib/ui/cn";
import {
  clampScale,
  distance,
  imagePosition,
  midpoint,
  NO_ZOOM,
  panBy,
  pinchZoom,
  stepZoom,
  toggleZoom,
  wrapIndex,
  zoomAt,
  zoomPercent,
  type PinchStart,
  type Point,
  type Size,
  type ZoomState,
} from "./zoom-math";

export interface ZoomViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
}

/** Full-screen image view: "index/total", zoom percentage, previous/next, Reset Zoom, double-click, pinch, drag. */
export function ZoomViewer({ open, onOpenChange, images, name, index, onIndexChange }: ZoomViewerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/80 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-0 z-50 flex flex-col bg-[#140c10] text-white outline-none data-[state=open]:animate-fade-in">
          {/* Mounted only while open, so closing throws the zoom away: the next opening starts at 100%. */}
          <ZoomViewerBody images={images} name={name} index={index} onIndexChange={onIndexChange} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type Gesture =
  | { kind: "drag"; pointerId: number; start: Point; state: ZoomState; startedAt: number }
  | { kind: "pinch"; start: PinchStart };

/** Two taps closer than this in time and space make a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP_PX = 24;
/** A horizontal drag longer than this at 100% moves to the neighbouring image. */
const SWIPE_PX = 60;
/** Arrow keys move a zoomed image by this much. */
const KEY_PAN_PX = 48;

function ZoomViewerBody({ images, name, index, onIndexChange }: Omit<ZoomViewerProps, "open" | "onOpenChange">) {
  const total = Math.max(images.length, 1);
  const [zoom, setZoom] = useState<ZoomState>(NO_ZOOM);
  const [gesturing, setGesturing] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const lastPointerType = useRef<string>("mouse");

  const stageSize = (): Size => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

  /** A pointer's position measured from the stage's centre, as zoom-math expects. */
  const toStage = (event: { clientX: number; clientY: number }): Point => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: event.clientX - rect.left - rect.width / 2, y: event.clientY - rect.top - rect.height / 2 };
  };

  const show = (next: number) => {
    // A new image starts unzoomed.
    setZoom(NO_ZOOM);
    onIndexChange(next);
  };
  const step = (direction: 1 | -1) => {
    if (total > 1) show(wrapIndex(index, direction, total));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointerType.current = event.pointerType;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, toStage(event));
    const points = [...pointers.current.values()];
    if (points.length === 1) {
      gesture.current = {
        kind: "drag",
        pointerId: event.pointerId,
        start: points[0],
        state: zoom,
        startedAt: event.timeStamp,
      };
    } else if (points.length === 2) {
      gesture.current = {
        kind: "pinch",
        start: { state: zoom, distance: distance(points[0], points[1]), center: midpoint(points[0], points[1]) },
      };
    }
    setGesturing(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, toStage(event));
    const current = gesture.current;
    if (current?.kind === "pinch") {
      const [a, b] = [...pointers.current.values()];
      if (a && b) setZoom(pinchZoom(current.start, [a, b], stageSize()));
    } else if (current?.kind === "drag" && current.pointerId === event.pointerId && current.state.scale > 1) {
      const point = pointers.current.get(event.pointerId) as Point;
      setZoom(panBy(current.state, point.x - current.start.x, point.y - current.start.y, stageSize()));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const point = pointers.current.get(event.pointerId);
    if (!point) return;
    pointers.current.delete(event.pointerId);
    const current = gesture.current;
    const remaining = [...pointers.current.entries()];

    if (current?.kind === "pinch") {
      // One finger lifted: the other carries on as a drag from where the pinch left the image.
      gesture.current =
        remaining.length === 1
          ? {
              kind: "drag",
              pointerId: remaining[0][0],
              start: remaining[0][1],
              state: zoom,
              startedAt: event.timeStamp,
            }
          : null;
      lastTap.current = null;
    } else if (current?.kind === "drag" && event.type === "pointerup") {
      const dx = point.x - current.start.x;
      const dy = point.y - current.start.y;
      const moved = Math.hypot(dx, dy);
      if (current.state.scale <= 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
        step(dx < 0 ? 1 : -1);
      } else if (event.pointerType !== "mouse" && moved < 10) {
        // Mice get a real dblclick; touch and pens get the same toggle from two quick taps.
        const previous = lastTap.current;
        if (
          previous &&
          event.timeStamp - previous.at < DOUBLE_TAP_MS &&
          distance(previous.point, point) < DOUBLE_TAP_SLOP_PX
        ) {
          setZoom(toggleZoom(zoom, point, stageSize()));
          lastTap.current = null;
        } else {
          lastTap.current = { at: event.timeStamp, point };
        }
      }
      gesture.current = null;
    } else {
      gesture.current = null;
    }
    if (pointers.current.size === 0) setGesturing(false);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (lastPointerType.current !== "mouse") return;
    setZoom(toggleZoom(zoom, toStage(event), stageSize()));
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    setZoom(zoomAt(zoom, clampScale(zoom.scale * Math.exp(-event.deltaY * 0.0015)), toStage(event), stageSize()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const zoomed = zoom.scale > 1;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    let handled = true;
    if (zoomed && event.key in pans) {
      const [dx, dy] = pans[event.key];
      setZoom(panBy(zoom, dx, dy, stageSize()));
    } else if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "+" || event.key === "=") setZoom(stepZoom(zoom, 1, stageSize()));
    else if (event.key === "-" || event.key === "_") setZoom(stepZoom(zoom, -1, stageSize()));
    else if (event.key === "0") setZoom(NO_ZOOM);
    else handled = false;
    if (handled) event.preventDefault();
  };

  const percent = zoomPercent(zoom.scale);

  return (
    <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
      <DialogPrimitive.Title className="sr-only">{name}</DialogPrimitive.Title>
      <DialogPrimitive.Description className="sr-only">
        Double-click or double-tap to zoom, pinch to zoom, drag to move. Keys: plus and minus zoom, arrows move between
        images or move the zoomed image, 0 resets.
      </DialogPrimitive.Description>

      <div className="pt-safe flex items-center justify-between gap-3 px-3 pb-2">
        <p aria-live="polite" className="min-w-16 pl-2 text-sm font-semibold tabular-nums">
          <span className="sr-only">Image </span>
          {imagePosition(index, total)}
        </p>
        <p className="rounded-full bg-white/12 px-3 py-1 text-sm font-semibold tabular-nums">
          <span className="sr-only">Zoom </span>
          {percent}
        </p>
        <div className="flex min-w-16 justify-end">
          <DialogPrimitive.Close
            aria-label="Close"
            className="grid size-11 place-items-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </div>
      </div>

      <div
        ref={stageRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={onDoubleClick}
        onWheel={onWheel}
        data-testid="zoom-stage"
        // Focusable by pointer only: a click here keeps the keyboard shortcuts working (focus would otherwise
        // fall back to the dialog itself, outside this element's key handler).
        tabIndex={-1}
        className={cn(
          "relative min-h-0 flex-1 touch-none overflow-hidden outline-none select-none",
          zoom.scale > 1 ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in",
        )}
      >
        <ProductImage
          key={index}
          src={images[index]}
          alt={`${name}, image ${index + 1} of ${total}`}
          // Transforms go through the style property (CSSOM), which the CSP allows.
          style={{ transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` }}
          className={cn(
            "pointer-events-none absolute inset-0 size-full object-contain will-change-transform",
            !gesturing && "transition-transform duration-200 ease-out",
          )}
        />
      </div>

      <div className="pb-safe flex items-center justify-between gap-2 px-3 pt-3">
        <RoundButton label="Previous image" onClick={() => step(-1)} disabled={total < 2}>
          <ChevronLeft aria-hidden="true" className="size-6" />
        </RoundButton>
        <div className="flex items-center gap-2">
          <RoundButton label="Zoom out" onClick={() => setZoom(stepZoom(zoom, -1, stageSize()))}>
            <Minus aria-hidden="true" className="size-5" />
          </RoundButton>
          <button
            type="button"
            onClick={() => setZoom(NO_ZOOM)}
            className="h-11 rounded-full bg-white/12 px-4 text-sm font-semibold transition-colors hover:bg-white/20 focus-visible:outline-white"
          >
            Reset Zoom
          </button>
          <RoundButton label="Zoom in" onClick={() => setZoom(stepZoom(zoom, 1, stageSize()))}>
            <Plus aria-hidden="true" className="size-5" />
          </RoundButton>
        </div>
        <RoundButton label="Next image" onClick={() => step(1)} disabled={total < 2}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </RoundButton>
      </div>
    </div>
  );
}

function RoundButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="grid size-11 place-items-center rounded-full bg-white/12 transition-colors hover:bg-white/20 focus-visible:outline-white disabled:opacity-35"
    >
      {children}
    </button>
  );
}
