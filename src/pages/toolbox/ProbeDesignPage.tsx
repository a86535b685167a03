import { ToolboxModulePage } from './ToolboxModulePage.tsx';

export default function ProbeDesignPage() {
  return <ToolboxModulePage module="probe_design" />;
}
