/**
 * An e-mail address that wraps where a reader would break it, after the @ and before a dot, and
 * mid-word only when a part is wider than the room (a narrow right-to-left cell on a phone broke
 * "info@zagrostech.iq" anywhere). Isolated and left to right on every page.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  const local = at === -1 ? address : address.slice(0, at + 1);
  const domain = at === -1 ? "" : address.slice(at + 1);
  const domainParts = domain.split(".");
  return (
    <bdi className="email-address" dir="ltr">
      {local}
      {domain && <wbr />}
      {domainParts.map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </span>
      ))}
    </bdi>
  );
}
