import { Form, useNavigation, useSubmit } from "@remix-run/react";
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
} from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import { formatInteger } from "~/i18n/digits";
import { useLanguage } from "~/i18n/use-language";

/**
 * Moving records in an admin list (docs/decisions/011-order-and-visibility.md):
 * "up" and "down" are POST forms, so they work without JavaScript and are the
 * keyboard path; with JavaScript a row can also be dragged by its handle
 * (native HTML drag and drop, no library), which posts the same kind of form.
 */
export function OrderControls({
  id,
  label,
  position,
  total,
  busy,
  draggable,
  onHandlePointerDown,
  children,
}: {
  id: string;
  label: string;
  /** The row's place in the whole order (from 1), and how many places there are. */
  position: number;
  total: number;
  busy: boolean;
  draggable: boolean;
  onHandlePointerDown: (event: React.PointerEvent<HTMLElement>) => void;
  /** The hidden inputs that bring the list back to the same view. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const first = position === 1;
  const last = position === total;
  const button = (intent: "up" | "down" | "top" | "bottom", disabled: boolean, icon: boolean) => (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button
        type="submit"
        className={`button button--small button--ghost${icon ? " button--icon" : ""}`}
        data-move={`${id}:${intent}`}
        aria-label={t(MOVE_TEXTS[intent].record, { title: label })}
        title={icon ? t(MOVE_TEXTS[intent].short) : undefined}
        disabled={disabled || busy}
      >
        {MOVE_TEXTS[intent].icon}
        {icon ? null : <> {t(MOVE_TEXTS[intent].short)}</>}
      </button>
    </Form>
  );
  return (
    <div className="order-controls">
      {draggable && (
        // Pointer only: keyboard users move rows with the buttons beside it.
        <span
          className="drag-handle"
          aria-hidden="true"
          title={t("admin.list.dragHandle")}
          onPointerDown={onHandlePointerDown}
        >
          <IconGripVertical size={18} />
        </span>
      )}
      {button("up", first, true)}
      {button("down", last, true)}
      {/* Further moves, folded away (a <details>: no JavaScript needed). */}
      <details className="move-more">
        <summary aria-label={t("admin.list.moveMoreRecord", { title: label })}>
          {t("admin.list.moveMore")}
        </summary>
        <div className="move-more__panel">
          {button("top", first, false)}
          {button("bottom", last, false)}
          <Form method="post" className="move-more__place">
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="intent" value="to" />
            {children}
            <label htmlFor={`place-${id}`}>
              {t("admin.list.moveToPlace", { total: formatInteger(total, lang) })}
            </label>
            <input
              id={`place-${id}`}
              type="text"
              inputMode="numeric"
              name="position"
              size={4}
              required
              defaultValue={formatInteger(position, lang)}
            />
            <button
              type="submit"
              className="button button--small"
              aria-label={t("admin.list.moveToRecord", { title: label })}
              disabled={busy}
            >
              {t("admin.list.moveTo")}
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}

const MOVE_TEXTS = {
  up: {
    short: "admin.list.moveUp",
    record: "admin.list.moveUpRecord",
    icon: <IconArrowUp size={16} aria-hidden="true" />,
  },
  down: {
    short: "admin.list.moveDown",
    record: "admin.list.moveDownRecord",
    icon: <IconArrowDown size={16} aria-hidden="true" />,
  },
  top: {
    short: "admin.list.moveTop",
    record: "admin.list.moveTopRecord",
    icon: <IconArrowBarToUp size={16} aria-hidden="true" />,
  },
  bottom: {
    short: "admin.list.moveBottom",
    record: "admin.list.moveBottomRecord",
    icon: <IconArrowBarToDown size={16} aria-hidden="true" />,
  },
} as const;

/**
 * Dragging rows onto each other's place (within the page shown), and keeping
 * the keyboard focus on the button that moved a row once the list comes back.
 */
export function useDragReorder({ enabled, view }: { enabled: boolean; view: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const active = enabled && hydrated;

  // A row moves in the DOM when the list reloads, which loses the focus: give it back.
  const lastMove = useRef<string | null>(null);
  const submittedMove = navigation.formData?.get("intent");
  if (submittedMove === "up" || submittedMove === "down")
    lastMove.current = `${String(navigation.formData?.get("id"))}:${submittedMove}`;
  useEffect(() => {
    if (navigation.state !== "idle" || !lastMove.current) return;
    const [id, intent] = lastMove.current.split(":");
    lastMove.current = null;
    const other = intent === "up" ? "down" : "up";
    const target = [`${id}:${intent}`, `${id}:${other}`]
      .map((key) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(key)}"]`))
      .find((button) => button && !button.disabled);
    target?.focus();
  }, [navigation.state]);

  const end = (row: HTMLElement | null) => {
    row?.removeAttribute("draggable");
    setDragging(null);
    setOver(null);
  };

  return {
    enabled: active,
    /** Makes the row draggable only while its handle is held, so text in it stays selectable. */
    onHandlePointerDown: (event: React.PointerEvent<HTMLElement>) => {
      event.currentTarget.closest("tr")?.setAttribute("draggable", "true");
    },
    rowProps: (id: string) => {
      if (!active) return {};
      const classes = [
        dragging === id ? "is-dragging" : "",
        over === id && dragging !== id ? "is-drop-target" : "",
      ]
        .filter(Boolean)
        .join(" ");
      return {
        "data-row-id": id,
        "data-drag-state": classes || undefined,
        onDragStart: (event: React.DragEvent<HTMLTableRowElement>) => {
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", id);
          setDragging(id);
        },
        onDragOver: (event: React.DragEvent<HTMLTableRowElement>) => {
          if (!dragging || dragging === id) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          if (over !== id) setOver(id);
        },
        onDrop: (event: React.DragEvent<HTMLTableRowElement>) => {
          event.preventDefault();
          const moving = dragging;
          end(document.querySelector(`tr[data-row-id="${CSS.escape(moving ?? "")}"]`));
          if (!moving || moving === id) return;
          submit({ id: moving, intent: "onto", targetId: id, view }, { method: "post" });
        },
        onDragEnd: (event: React.DragEvent<HTMLTableRowElement>) => end(event.currentTarget),
      };
    },
  };
}
