import { Col, Row, type ColProps } from 'antd';
import type { ReactNode } from 'react';
import { HomeFrame } from './HomeFrame';

/** How much of a row a card takes, by screen: the lead pair shares the first row 2:1, then halves and thirds. */
const widths = {
  wide: { xs: 24, xl: 16 },
  side: { xs: 24, xl: 8 },
  half: { xs: 24, xl: 12 },
  third: { xs: 24, lg: 12, xl: 8 },
} satisfies Record<string, ColProps>;

export type HomeCell = { key: string; width: keyof typeof widths; card: ReactNode };

const HomeCol = ({ width, card }: Omit<HomeCell, 'key'>) => <Col {...widths[width]}>{card}</Col>;

/**
 * An organisation's dashboard home (the centre's, the authority's): the two lead cards, then the map's full-width row
 * when the route table gives one, then the other cards in order.
 */
export const HomeGrid = ({
  lead,
  side,
  mapCard,
  cells,
}: {
  lead: ReactNode;
  side: ReactNode;
  mapCard?: ReactNode;
  cells: HomeCell[];
}) => (
  <HomeFrame>
    <Row gutter={[12, 12]}>
      <HomeCol width="wide" card={lead} />
      <HomeCol width="side" card={side} />
      {mapCard && <Col span={24}>{mapCard}</Col>}
      {cells.map(({ key, ...cell }) => (
        <HomeCol key={key} {...cell} />
      ))}
    </Row>
  </HomeFrame>
);
