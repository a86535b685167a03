import { ToolboxModulePage } from './ToolboxModulePage.tsx';

export default function ProductMoleculesPage() {
  return <ToolboxModulePage module="product_molecules" />;
}
