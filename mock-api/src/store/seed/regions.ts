// Province → city → area with their real 6-digit administrative codes (a representative subset:
// enough for every address form and picker without shipping the whole national table).
import type { Regions } from './types.js';

type AreaList = Array<[string, string]>;
type CityList = Array<[string, string, AreaList]>;

const DATA: Array<[string, string, CityList]> = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
          ['110105', '朝阳区'],
          ['110106', '丰台区'],
          ['110108', '海淀区'],
        ],
      ],
    ],
  ],
  [
    '120000',
    '天津市',
    [
      [
        '120100',
        '天津市',
        [
          ['120101', '和平区'],
          ['120103', '河西区'],
          ['120104', '南开区'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
          ['310105', '长宁区'],
          ['310115', '浦东新区'],
        ],
      ],
    ],
  ],
  [
    '500000',
    '重庆市',
    [
      [
        '500100',
        '重庆市',
        [
          ['500103', '渝中区'],
          ['500105', '江北区'],
          ['500106', '沙坪坝区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      [
        '320100',
        '南京市',
        [
          ['320102', '玄武区'],
          ['320104', '秦淮区'],
          ['320106', '鼓楼区'],
        ],
      ],
      [
        '320500',
        '苏州市',
        [
          ['320505', '虎丘区'],
          ['320506', '吴中区'],
          ['320508', '姑苏区'],
        ],
      ],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330102', '上城区'],
          ['330106', '西湖区'],
          ['330108', '滨江区'],
          ['330110', '余杭区'],
        ],
      ],
      [
        '330200',
        '宁波市',
        [
          ['330203', '海曙区'],
          ['330212', '鄞州区'],
        ],
      ],
    ],
  ],
  [
    '350000',
    '福建省',
    [
      [
        '350100',
        '福州市',
        [
          ['350102', '鼓楼区'],
          ['350103', '台江区'],
        ],
      ],
      [
        '350200',
        '厦门市',
        [
          ['350203', '思明区'],
          ['350206', '湖里区'],
        ],
      ],
    ],
  ],
  [
    '370000',
    '山东省',
    [
      [
        '370100',
        '济南市',
        [
          ['370102', '历下区'],
          ['370103', '市中区'],
        ],
      ],
      [
        '370200',
        '青岛市',
        [
          ['370202', '市南区'],
          ['370203', '市北区'],
        ],
      ],
    ],
  ],
  [
    '420000',
    '湖北省',
    [
      [
        '420100',
        '武汉市',
        [
          ['420102', '江岸区'],
          ['420106', '武昌区'],
          ['420111', '洪山区'],
        ],
      ],
    ],
  ],
  [
    '430000',
    '湖南省',
    [
      [
        '430100',
        '长沙市',
        [
          ['430102', '芙蓉区'],
          ['430104', '岳麓区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      [
        '440100',
        '广州市',
        [
          ['440103', '荔湾区'],
          ['440104', '越秀区'],
          ['440106', '天河区'],
          ['440111', '白云区'],
        ],
      ],
      [
        '440300',
        '深圳市',
        [
          ['440303', '罗湖区'],
          ['440304', '福田区'],
          ['440305', '南山区'],
          ['440306', '宝安区'],
        ],
      ],
    ],
  ],
  [
    '510000',
    '四川省',
    [
      [
        '510100',
        '成都市',
        [
          ['510104', '锦江区'],
          ['510105', '青羊区'],
          ['510107', '武侯区'],
        ],
      ],
    ],
  ],
  [
    '610000',
    '陕西省',
    [
      [
        '610100',
        '西安市',
        [
          ['610102', '新城区'],
          ['610103', '碑林区'],
          ['610113', '雁塔区'],
        ],
      ],
    ],
  ],
];

export function buildRegions(): Regions {
  const regions: Regions = { provinces: [], city: {}, area: {} };
  for (const [code, name, cities] of DATA) {
    regions.provinces.push({ code, name });
    regions.city[code] = cities.map(([c, n]) => ({ code: c, name: n }));
    for (const [cityCode, , areas] of cities)
      regions.area[cityCode] = areas.map(([c, n]) => ({ code: c, name: n }));
  }
  return regions;
}

/** Names of a province/city/area triple, or null when the codes do not belong together. */
export function regionNames(regions: Regions, provinceCode: string, cityCode: string, areaCode: string) {
  const province = regions.provinces.find((p) => p.code === provinceCode);
  const city = regions.city[provinceCode]?.find((c) => c.code === cityCode);
  const area = regions.area[cityCode]?.find((a) => a.code === areaCode);
  if (!province || !city || !area) return null;
  return { provinceName: province.name, cityName: city.name, areaName: area.name };
}
