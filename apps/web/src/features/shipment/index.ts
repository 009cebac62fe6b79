export { AddShipmentDrawer } from './components/AddShipmentDrawer';
export { ShipmentDrawer } from './components/ShipmentDrawer';
