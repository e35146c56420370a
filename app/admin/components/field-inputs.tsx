/**
 * The admin input of every field kind, beside the kinds' registry
 * (app/content/field-kinds.ts, which says what each stores and how it is
 * checked). Typed over FieldKind: a kind without its input does not compile.
 */
import type { ReactNode } from "react";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import {
  PUBLISHING_COLUMNS,
  SCHEDULED,
  WEEKDAYS,
  type FieldError,
  type FieldKind,
  type FieldOf,
} from "~/content/field-kinds";
import { toCompanyTime } from "~/content/company-time";
import { menuDestinationKeys, OWN_PAGE } from "~/content/menu-destinations";
import { useOwnPages } from "~/admin/components/own-pages";
import { isolated } from "~/lib/bidi";
import type { FormInput } from "~/content/form-inputs";
import { IMAGE_FORMAT_NAMES, MAX_IMAGE_PIXELS } from "~/content/image-limits";
import { ADDRESS_MAX } from "~/content/addresses";
import { parseSections, SECTION_INPUTS, type SectionMove } from "~/content/section-order";
import { formatInteger } from "~/i18n/digits";
import type { Translate } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translation";
import { ImagePicker } from "~/admin/components/ImagePicker";
import { RichTextPreview } from "~/admin/components/RichTextPreview";
import { InsertFromLibrary } from "~/admin/components/LibraryPicker";

const ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";
const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

export type InputProps<F> = {
  id: string;
  input: FormInput;
  field: F;
  value: string;
  label: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** Another column's value in the same form (the publishing state reads its time). */
  valueOf: (column: string) => string;
};

type InputSpec<F> = {
  /** "label": a <label> above the input; "fieldset": a group of boxes under a <legend>; "own": draws its label. */
  wrapper: "label" | "fieldset" | "own";
  render(props: InputProps<F>): ReactNode;
};

const common = ({ id, input, invalid, describedBy }: InputProps<unknown>) => ({
  id,
  name: input.column,
  "aria-invalid": invalid || undefined,
  "aria-describedby": describedBy,
});

/**
 * Kurdish and Arabic texts are typed right to left; everything that is not a language's text left to
 * right. A language's box says which it is (spelling, and the CSS that lines English up on the left).
 */
const textDir = (input: FormInput) => input.language?.dir ?? "auto";
const textLang = (input: FormInput) => input.language?.htmlLang;

function TextInput(
  props: InputProps<{ maxLength: number; multiline: boolean; rows?: number }>,
  required: boolean,
) {
  const { field, value, input } = props;
  if (field.multiline) {
    return (
      <textarea
        rows={field.rows ?? 5}
        maxLength={field.maxLength}
        dir={textDir(input)}
        lang={textLang(input)}
        defaultValue={value}
        required={required}
        {...common(props)}
      />
    );
  }
  return (
    <input
      type="text"
      maxLength={field.maxLength}
      dir={textDir(input)}
      lang={textLang(input)}
      defaultValue={value}
      required={required}
      {...common(props)}
    />
  );
}

function PlainInput(props: InputProps<unknown>, type: string, extra: Record<string, unknown> = {}) {
  return <input type={type} dir="ltr" defaultValue={props.value} {...extra} {...common(props)} />;
}

export const fieldInputs: { [K in FieldKind]: InputSpec<FieldOf<K>> } = {
  translated: {
    wrapper: "label",
    render: (props) => TextInput(props, props.field.requiredInEnglish && props.input.fallback),
  },
  richText: {
    wrapper: "label",
    render: (props) => (
      <>
        {TextInput(
          { ...props, field: { ...props.field, multiline: true } },
          props.field.requiredInEnglish && props.input.fallback,
        )}
        <RichTextPreview
          source={props.id}
          language={props.input.language}
          linesAreParagraphs={props.field.linesAreParagraphs}
          inline={props.field.inline}
          headings={props.field.headings}
          images={props.field.images}
          tools={props.field.images && <InsertFromLibrary source={props.id} />}
        />
      </>
    ),
  },
  text: { wrapper: "label", render: (props) => TextInput(props, props.field.required) },
  email: {
    wrapper: "label",
    render: (props) =>
      PlainInput(props, "email", { maxLength: props.field.maxLength, required: props.field.required }),
  },
  phone: {
    wrapper: "label",
    render: (props) =>
      PlainInput(props, "tel", {
        inputMode: "tel",
        maxLength: props.field.maxLength,
        required: props.field.required,
      }),
  },
  phones: {
    wrapper: "label",
    render: (props) => (
      <textarea rows={props.field.max} dir="ltr" defaultValue={props.value} {...common(props)} />
    ),
  },
  url: { wrapper: "label", render: (props) => PlainInput(props, "url") },
  address: { wrapper: "label", render: (props) => <Address {...props} /> },
  time: { wrapper: "label", render: (props) => PlainInput(props, "time") },
  number: {
    wrapper: "label",
    render: (props) =>
      PlainInput(props, "number", { min: props.field.min, max: props.field.max, inputMode: "numeric" }),
  },
  days: { wrapper: "fieldset", render: (props) => <Days {...props} /> },
  image: {
    wrapper: "label",
    render: ({ id, input, invalid, describedBy }) => (
      <ImagePicker id={id} name={input.column} accept={ACCEPT} invalid={invalid} describedBy={describedBy} />
    ),
  },
  destination: { wrapper: "label", render: (props) => <Destination {...props} /> },
  // Moved in the list, never typed in (the registry leaves it out of forms).
  order: { wrapper: "own", render: () => null },
  visibility: { wrapper: "fieldset", render: (props) => <Visibility {...props} /> },
  sections: { wrapper: "fieldset", render: (props) => <Sections {...props} /> },
  publication: { wrapper: "label", render: (props) => <PublicationTime {...props} /> },
};

/** A field's admin input (for a field of a known kind, typed for that kind's fields). */
export function inputOf<K extends FieldKind>(field: { kind: K }): InputSpec<FieldOf<K>> {
  return fieldInputs[field.kind];
}

function Days(props: InputProps<FieldOf<"days">>) {
  const { t } = useTranslation();
  const ticked = props.value.split(",");
  return (
    <div className="choices">
      {WEEKDAYS.map((day) => (
        <label key={day} className="choice">
          <input
            type="checkbox"
            name={props.input.column}
            value={day}
            defaultChecked={ticked.includes(day)}
          />
          {t(`hours.days.${day}`)}
        </label>
      ))}
    </div>
  );
}

/** A menu link's destination: the site's pages and the home page's sections, by their names in the back office's language. */
function Destination(props: InputProps<FieldOf<"destination">>) {
  const { t } = useTranslation();
  const ownPages = useOwnPages();
  return (
    <select defaultValue={props.value} required {...common(props)}>
      {/* Nothing chosen yet (a new link): saving asks for a choice. */}
      <option value="" disabled>
        {t("admin.form.chooseDestination")}
      </option>
      {menuDestinationKeys.map((key) => (
        <option key={key} value={key}>
          {t(`admin.menus.destinations.${key}`)}
        </option>
      ))}
      {ownPages.length > 0 && (
        <optgroup label={t("admin.menus.ownPages")}>
          {ownPages.map((page) => (
            <option key={page.id} value={`${OWN_PAGE}${page.id}`}>
              {page.title} ({isolated(page.path)})
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

/**
 * Published, draft or scheduled: three choices under one legend. A published record whose time has
 * not come yet is a scheduled one; what was chosen comes back after a refused save.
 */
function Visibility({ input, value, valueOf }: InputProps<FieldOf<"visibility">>) {
  const { t } = useTranslation();
  const name = input.column;
  const time = valueOf(PUBLISHING_COLUMNS.time);
  const scheduled = value === SCHEDULED || (value !== "0" && /^\d+$/.test(time) && Number(time) > Date.now());
  const state = scheduled ? SCHEDULED : value === "0" ? "0" : "1";
  const choices = [
    { value: "1", label: t("admin.form.publishing.published") },
    { value: "0", label: t("admin.form.publishing.draft") },
    { value: SCHEDULED, label: t("admin.form.publishing.scheduled") },
  ];
  return (
    <div className="choices choices--stacked">
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={state === choice.value} />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

const SECTION_MOVES = {
  up: { short: "admin.list.moveUp", named: "admin.list.moveUpRecord", Icon: IconArrowUp },
  down: { short: "admin.list.moveDown", named: "admin.list.moveDownRecord", Icon: IconArrowDown },
} as const;

/**
 * A page's sections (SectionsField), in their order: each a ticked box while visitors see it, and "up"
 * and "down" buttons (the list's) that send the form, which comes back with the section moved and
 * nothing saved (app/admin/routes/single.tsx), what was typed elsewhere kept. With JavaScript the page
 * stays where it is, and the focus on the button pressed: the rows are keyed by their section, so React
 * moves the row and gives the focus back to the element that had it.
 */
function Sections({ id, input, field, value, invalid }: InputProps<FieldOf<"sections">>) {
  const { t, language } = useTranslation();
  const column = input.column;
  const moveName = SECTION_INPUTS.move(column);
  const choices = parseSections(
    field.sections.map((section) => section.key),
    value,
  );
  const nameOf = (key: string) => {
    const section = field.sections.find((candidate) => candidate.key === key);
    return section ? t(section.name) : key;
  };

  return (
    <ol className="section-order">
      {choices.map((choice, index) => {
        const name = nameOf(choice.key);
        const box = `${id}-${choice.key}`;
        const button = (move: SectionMove, disabled: boolean) => {
          const { short, named, Icon } = SECTION_MOVES[move];
          return (
            <button
              type="submit"
              name={moveName}
              value={`${choice.key}:${move}`}
              className="button button--small button--ghost button--icon"
              aria-label={t(named, { title: name })}
              title={t(short)}
              disabled={disabled}
            >
              <Icon size={16} aria-hidden="true" />
            </button>
          );
        };
        return (
          <li key={choice.key} className="section-order__row">
            <input type="hidden" name={column} value={choice.key} />
            <span className="section-order__place" aria-hidden="true">
              {formatInteger(index + 1, language)}
            </span>
            <label className="choice section-order__name" htmlFor={box}>
              <input
                id={box}
                type="checkbox"
                name={SECTION_INPUTS.shown(column)}
                value={choice.key}
                defaultChecked={choice.shown}
                aria-invalid={invalid || undefined}
              />
              {name}
            </label>
            {/* Shown by the stylesheet while the box is not ticked (no JavaScript needed). */}
            <span className="section-order__hidden">{t("admin.pages.sectionHidden")}</span>
            <span className="section-order__moves">
              {button("up", index === 0)}
              {button("down", index === choices.length - 1)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * An address after its fixed prefix, which is shown in front of the box (left to right in every
 * language, as addresses are read). No `pattern`: the server's message says what is wrong, in words.
 */
function Address(props: InputProps<FieldOf<"address">>) {
  return (
    <span className="address-input" dir="ltr">
      <span className="address-input__prefix" aria-hidden="true">
        {props.field.prefix}
      </span>
      {PlainInput(props, "text", {
        maxLength: ADDRESS_MAX,
        required: !props.field.fromLabel,
        autoCapitalize: "none",
        autoCorrect: "off",
        spellCheck: false,
      })}
    </span>
  );
}

/** The scheduled time, as the company's clock reads it; a refused save shows what was typed. */
function PublicationTime(props: InputProps<FieldOf<"publication">>) {
  const shown = /^\d+$/.test(props.value) ? toCompanyTime(Number(props.value)) : props.value;
  return PlainInput({ ...props, value: shown }, "datetime-local");
}

export type ImageErrorCode = "imageTooLarge" | "imageBadType" | "imageTooManyPixels" | "imageNotClean";
/** A form's own errors beside its fields': an image's, and a new record's place (the record to follow is gone). */
export type FormErrorCode = ImageErrorCode | "placeGone";
export type InputError = FieldError | { code: FormErrorCode };

/** What an error says, next to its input. */
export function errorText(t: Translate, error: InputError): string {
  switch (error.code) {
    case "required":
      return t("admin.form.required");
    case "tooLong":
      return t("admin.form.tooLong", { max: "max" in error ? error.max : 0 });
    case "invalidPhone":
      return t("admin.form.invalidPhone");
    case "invalidText":
      return t("admin.form.invalidText");
    case "invalidEmail":
      return t("admin.settings.errors.invalidEmail");
    case "tooMany":
      return t("admin.settings.errors.tooMany", { max: "max" in error ? error.max : 0 });
    case "invalidUrl":
      return t("admin.settings.errors.invalidUrl", { scheme: "https://" });
    case "invalidNumber":
      return t("admin.form.invalidNumber", {
        min: "min" in error ? error.min : 0,
        max: "max" in error ? error.max : 0,
      });
    case "invalidLink":
      return t("admin.form.invalidLink", { schemes: "https:// http:// mailto: tel:" });
    case "directionControl":
      return t("admin.form.directionControl");
    case "invalidDestination":
      return t("admin.form.invalidDestination");
    case "invalidSections":
      return t("admin.form.invalidSections");
    case "imageTooLarge":
      return t("admin.upload.tooLarge");
    case "imageBadType":
      return t("admin.upload.badType", IMAGE_FORMAT_NAMES);
    case "imageTooManyPixels":
      return t("admin.upload.tooManyPixels", { max: MAX_MEGAPIXELS });
    case "imageNotClean":
      return t("admin.upload.notClean");
    case "placeGone":
      return t("admin.form.place.gone");
    case "scheduleMissing":
    case "scheduleInvalid":
    case "scheduleInPast":
      return t(`admin.form.publishing.${error.code}`);
    case "invalidAddress":
      return t("admin.form.address.invalid", { max: ADDRESS_MAX });
    case "addressReserved":
    case "addressTaken":
      return t(`admin.form.address.${error.code === "addressReserved" ? "reserved" : "taken"}`);
    case "imageNotInLibrary":
      return t("admin.library.notInLibrary");
    case "invalidTime":
    case "invalidDays":
    case "closesBeforeOpens":
      return t(`admin.settings.errors.${error.code}`);
    case "malformed":
      // Refused as a whole before a form is shown again (isMalformed); here for completeness.
      return t("error.badRequest");
  }
}
