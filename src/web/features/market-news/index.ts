// The market-news feature's public surface: the knowledge-base page embeds these panels.
export { MarketNewsPanels } from './components/market-news-panels';
