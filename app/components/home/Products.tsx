import { PageText } from "~/components/PageText";
import { Picture } from "~/components/Picture";
import { Carousel } from "./Carousel";
import { languageAttributes, type ShownText } from "~/i18n/languages";
import { HomeSection } from "./HomeSection";

export type ProductSlide = { id: string; title: ShownText; image: string; imageAlt?: string };

/** Swiper shows 1, 2, 3 or 5 cards by the window's shape (carouselBreakpoints); the row is at most 1200 px. */
const PRODUCT_IMAGE_SIZES =
  "(min-aspect-ratio: 3/2) min(20vw, 240px), (min-aspect-ratio: 1/1) 33vw, (min-aspect-ratio: 3/4) 50vw, 100vw";

export function Products({ products }: { products: ProductSlide[] }) {
  return (
    <HomeSection
      id="our-products"
      heading={<PageText name="productsHeading" />}
      intro={<PageText name="productsIntro" />}
      tinted
      empty={products.length === 0}
    >
      <Carousel kind="products">
        {products.map((product) => (
          <figure key={product.id} className="product-card">
            <Picture
              src={product.image}
              alt={product.imageAlt ?? ""}
              width={400}
              height={300}
              sizes={PRODUCT_IMAGE_SIZES}
            />
            <figcaption dir="auto" {...languageAttributes(product.title.lang)}>
              {product.title.text}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </HomeSection>
  );
}
