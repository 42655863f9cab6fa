import '../styles.css';
import type { PageLoader, PageProps } from '@shop/shared/page';
import { useState } from 'react';

interface NoticesData {
  notices: string[];
}

/** The page's data, as a loader gives it on the server and on every navigation. */
export const loader: PageLoader<NoticesData> = async () => ({ data: { notices: ['Diwali dispatch dates', 'New 5 L cans'] } });

export const head = () => ({ title: 'Notices', description: 'What the shop wants its buyers to know.' });

/** A page of notices with a counter, so a test can see that the server's HTML came to life in the browser. */
export default function NoticesPage({ data }: PageProps<NoticesData>) {
  const [read, setRead] = useState(0);
  return (
    <section data-boundary="notices-mfe" className="ntc:mx-auto ntc:max-w-3xl ntc:px-4 ntc:py-10">
      <h1 className="ntc:text-3xl ntc:font-bold">Notices</h1>
      <ul className="ntc:mt-4 ntc:list-disc ntc:pl-6">
        {data.notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      <button type="button" className="ntc:mt-6 ntc:rounded ntc:border ntc:px-4 ntc:py-2" onClick={() => setRead((count) => count + 1)}>
        Mark one read ({read})
      </button>
    </section>
  );
}
