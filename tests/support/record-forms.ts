import { contentTypes, kindOf, type ContentTypeName } from "../../app/content/content-types";
import { formInputs } from "../../app/content/form-inputs";

/**
 * What a type's add or edit form posts with nothing typed (every text input empty; published, for a type
 * on the public pages), with `fields` over it: the tests' record forms, from the type's description, so a
 * field added to a type needs no test to list it.
 */
export function emptyForm<V extends string | string[] = string>(
  name: ContentTypeName,
  fields: Record<string, V> = {},
): Record<string, string | V> {
  const inputs = formInputs(contentTypes[name].fields).filter(
    ({ field }) => kindOf(field).inForm && !kindOf(field).upload,
  );
  const empty: Record<string, string> = Object.fromEntries(inputs.map(({ column }) => [column, ""]));
  if ("visible" in empty) empty.visible = "1";
  return { ...empty, ...fields };
}
