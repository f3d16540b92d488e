import type { HomePage } from '../../dist/generated/types.ts';
import { Picture } from '../../runtime/ui/Picture.tsx';
import { ProductCard } from '../../runtime/ui/ProductCard.tsx';
import { usePageContext } from '../../runtime/ui/page-context.tsx';

/** Home (seed 001 §2): featured and secondary products, brand line, software ecosystem, press praise. */
export default function Page() {
  const page = usePageContext().data.page as HomePage;
  return (
    <div className="home">
      <section className="section1" aria-labelledby="home-featured">
        <h1 id="home-featured">{page.section1.title}</h1>
        <div className="cards large">{page.section1.items.map((card) => <ProductCard key={card.product} card={card} large />)}</div>
      </section>
      {page.section2.items.length > 0 && (
        <section className="section2" aria-labelledby="home-more">
          <h2 id="home-more">{page.section2.title}</h2>
          <div className="cards">{page.section2.items.map((card) => <ProductCard key={card.product} card={card} />)}</div>
        </section>
      )}
      <section className="section3" aria-labelledby="home-fun">
        <h2 id="home-fun">{page.section3.title}</h2>
        <p>{page.section3.describe}</p>
      </section>
      <section className="ecosystem" aria-labelledby="home-ecosystem">
        <h2 id="home-ecosystem">{page.ecosystem.title}</h2>
        <p>{page.ecosystem.describe}</p>
        <ul>
          {page.ecosystem.items.map((item) => (
            <li key={item.key}>
              <Picture image={item.key} alt="" width={96} height={96} />
              <h3>{item.title}</h3>
              <p>{item.subtitle}</p>
              <a href={item.link.url} rel="noopener">{item.link.text}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="press" aria-labelledby="home-press">
        <h2 id="home-press">{page.press.title}</h2>
        <ul>
          {page.press.items.map((quote) => (
            <li key={quote.key}>
              <figure>
                <blockquote><p>{quote.subtitle}</p></blockquote>
                <figcaption>{quote.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
