/** A fund's name as the link to its 产品详情, opened in a new window (said by the element `describedBy`). */
export function FundDetailLink({
  href,
  name,
  describedBy,
}: {
  href: string;
  name: string;
  describedBy: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {name}
    </a>
  );
}
