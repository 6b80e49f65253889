// A plausible parcel trace generated from the order's own times: pick-up in the shop's city,
// the hubs on the way, arrival in the buyer's city, delivery and signing. Only steps whose time has
// come are shown, newest first, so the trace grows as the (possibly fake) clock moves.
import type { OrderRow } from './table.js';

const HOUR = 60 * 60_000;
const ORIGIN = '杭州';
const HUBS = [
  '杭州转运中心',
  '上海转运中心',
  '南京转运中心',
  '武汉转运中心',
  '广州转运中心',
  '北京转运中心',
  '成都转运中心',
];
const COURIERS = ['张师傅', '李师傅', '王师傅', '刘师傅', '陈师傅'];

export interface Trace {
  time: number;
  text: string;
}

export function traceOf(order: OrderRow, now: number): { status: string; traces: Trace[] } {
  if (order.deliveryTime === null) return { status: '待揽收', traces: [] };
  const start = order.deliveryTime;
  const city = order.address.cityName.replace(/市$/, '') || order.address.provinceName;
  const hub = HUBS[order.id % HUBS.length]!;
  const courier = COURIERS[order.id % COURIERS.length]!;
  const phone = `1${String(3 + (order.id % 7))}${String(order.id * 7919)
    .padStart(9, '0')
    .slice(-9)}`;
  // Offsets in hours from shipping; a buyer who confirms receipt early compresses the journey.
  const plan: Array<[number, string]> = [
    [0, '商家已发货，包裹等待快递员揽收'],
    [2, `【${ORIGIN}】快递员已揽收`],
    [6, `快件已到达【${hub}】`],
    [9, `快件已从【${hub}】发出，下一站【${city}转运中心】`],
    [22, `快件已到达【${city}转运中心】`],
    [28, `快件已到达【${city}${order.address.areaName}营业部】`],
    [30, `【${city}${order.address.areaName}营业部】派件员${courier}（${phone}）正在为您派件`],
    [34, `您的快件已签收，签收人：${order.address.consignee}。感谢使用，期待再次为您服务`],
  ];
  const journey = 34 * HOUR;
  const scale =
    order.receiveTime !== null && order.receiveTime - start < journey
      ? Math.max(order.receiveTime - start, 0) / journey
      : 1;
  const steps: Trace[] = plan.map(([hours, text]) => ({
    time: start + Math.round(hours * HOUR * scale),
    text,
  }));
  const shown = steps.filter((s) => s.time <= now);
  const last = shown[shown.length - 1]!;
  const status = last.text.includes('签收')
    ? '已签收'
    : last.text.includes('派件')
      ? '派送中'
      : last === shown[0]
        ? '已发货'
        : '运输中';
  return { status, traces: shown.reverse() };
}
